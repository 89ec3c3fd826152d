import { useLingui } from '@lingui/react';
import { preAlertStatusLabel } from '../../lib/pre-alert-status.ts';

/** A pre-alert's status, translated, in uppercase. */
export function PreAlertStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <span className="status">{i18n._(preAlertStatusLabel(status))}</span>;
}
