import { useLingui } from '@lingui/react';
import { preAlertStatusLabel } from '../../lib/pre-alert-status.ts';

/** A pre-alert's status, translated (an unknown one as the server wrote it), in uppercase (docs/product.md#statuses). */
export function PreAlertStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = preAlertStatusLabel(status);
  return <span className="status">{label ? i18n._(label) : status}</span>;
}
