import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PackageLog } from '../../api/contract/packages.ts';
import { useApi } from '../../api/use-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { formatInstant } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PackageStatusBadge } from './package-status-badge.tsx';
import { BackLink } from '../../ui/back-link.tsx';

/** /home/package/logs: the status history of the customer's packages, newest first. */
export function PackageLogsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Status history`);
  const api = useApi(packagesApi);
  const list = usePagedList((page, size) => api.logs(page, size), PAGE_SIZES.packageLogs, { inAddress: true });
  const columns: Column<PackageLog>[] = [
    {
      key: 'date',
      header: t`Date`,
      // In the customer's own zone (docs/product.md#dates-and-times).
      cell: (log) => formatInstant(i18n.locale, log.created_at),
      nowrap: true,
      card: 'field',
    },
    {
      key: 'tracking',
      header: t`Tracking`,
      cell: (log) => <Link to={paths.packageDetail(log.package_id)}>{log.tracking}</Link>,
      nowrap: true,
      card: 'title',
    },
    { key: 'status', header: t`Status`, cell: (log) => <PackageStatusBadge status={log.key} />, card: 'status' },
  ];
  return (
    <div className="page">
      <BackLink to={paths.packages}>
        <Trans>← Packages</Trans>
      </BackLink>
      <header className="page__header">
        <h1 className="page__title">
          <Trans>Status history</Trans>
        </h1>
      </header>
      <DataTable
        caption={t`Status history of your packages`}
        columns={columns}
        list={list}
        rowKey={(log) => log.id}
        empty={<Trans>No package has changed status yet.</Trans>}
      />
    </div>
  );
}
