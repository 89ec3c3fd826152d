import { useLingui } from '@lingui/react';
import { packageStatusLabel } from '../../lib/package-status.ts';

/** A package's status, translated (an unknown one as the server wrote it), in uppercase (docs/product.md#statuses). */
export function PackageStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = packageStatusLabel(status);
  return <span className="status">{label ? i18n._(label) : status}</span>;
}
