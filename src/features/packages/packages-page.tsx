import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '../../api/contract/packages.ts';
import { useApi } from '../../api/use-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { formatUtcDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PackageStatusBadge } from './package-status-badge.tsx';

/** /home/package: the customer's packages, page by page. */
export function PackagesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Packages`);
  const api = useApi(packagesApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.packageList, { inAddress: true });
  const kg = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const columns: Column<Package>[] = [
    { key: 'date', header: t`Date`, cell: (p) => formatUtcDate(p.date), wideOnly: true, nowrap: true, card: 'field' },
    { key: 'tracking', header: t`Tracking`, cell: (p) => p.tracking, nowrap: true, card: 'title' },
    { key: 'carrier', header: t`Carrier`, cell: (p) => p.us_courier.name, wideOnly: true },
    { key: 'content', header: t`Content`, cell: (p) => p.content, wideOnly: true },
    { key: 'weight', header: t`Weight (kg)`, cell: (p) => kg.format(p.weight_kg), numeric: true, wideOnly: true, card: 'field' },
    { key: 'status', header: t`Status`, cell: (p) => <PackageStatusBadge status={p.status} />, card: 'status' },
  ];
  return (
    <div className="page">
      <PageHeader title={<Trans>Packages</Trans>} lead={<Trans>What has arrived at your locker, and where it is now.</Trans>}>
        <Link to={paths.packageLogs} className="button button--secondary button--small">
          <Trans>Status history</Trans>
        </Link>
      </PageHeader>
      <DataTable
        caption={t`Your packages`}
        columns={columns}
        list={list}
        rowKey={(p) => p.id}
        detail={{ href: (p) => paths.packageDetail(p.id), label: ({ tracking }) => t`See package ${tracking}` }}
        empty={<Trans>You have no packages yet. When a purchase arrives at your locker, it shows here.</Trans>}
      />
    </div>
  );
}
