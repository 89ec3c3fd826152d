import { useLingui } from '@lingui/react';
import { packageStatusLabel } from '../../lib/package-status.ts';

/** A package's status, translated, in uppercase (spec §4). */
export function PackageStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <span className="status">{i18n._(packageStatusLabel(status))}</span>;
}
