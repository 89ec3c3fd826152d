import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '../../api/contract/packages.ts';
import { useApi } from '../../api/use-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { weightFormat } from '../../lib/weight.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PackageStatusBadge } from './package-status-badge.tsx';
import { FreeStorageNote } from '../../ui/free-storage-note.tsx';
import { useShipmentCreation } from '../../data/use-shipment-creation.ts';
import '../../styles/packages.css';

/** The consolidation flow (docs/product.md#consolidation-requests), with the packages it starts with. */
const shipThese = (ids: readonly number[]) => `/home/my-shipments/create?packages=${ids.join(',')}`;

/**
 * /home/package: the customer's packages, page by page. With the company's switch on
 * (docs/product.md#consolidation-requests), the packages the server marks `shippable` can be
 * selected, on any page, and "Ship these" starts consolidation with them.
 */
export function PackagesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Packages`);
  const api = useApi(packagesApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.packageList, { inAddress: true });
  const weight = weightFormat(i18n.locale);
  const creation = useShipmentCreation();
  const [selected, setSelected] = useState<readonly number[]>([]);
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id)));
  const select: Column<Package> = {
    key: 'select',
    header: <span className="visually-hidden">{t`Select`}</span>,
    cell: ({ id, tracking, shippable }) =>
      shippable ? (
        // Its own 44 px label: a tap near the box ticks it, never opens the card (docs/product.md#touch-targets).
        <label className="package-select">
          <input
            type="checkbox"
            className="package-select__box"
            checked={selected.includes(id)}
            onChange={(event) => toggle(id, event.currentTarget.checked)}
            aria-label={t`Select package ${tracking} to ship`}
          />
        </label>
      ) : null,
    card: 'status',
  };
  const columns: Column<Package>[] = [
    ...(creation ? [select] : []),
    { key: 'date', header: t`Date`, cell: (p) => formatCalendarDate(i18n.locale, p.date), wideOnly: true, nowrap: true, card: 'field' },
    { key: 'tracking', header: t`Tracking`, cell: (p) => p.tracking, nowrap: true, card: 'title' },
    { key: 'carrier', header: t`Carrier`, cell: (p) => p.us_courier.name, wideOnly: true },
    { key: 'content', header: t`Content`, cell: (p) => p.content, wideOnly: true },
    { key: 'weight', header: t`Weight`, cell: (p) => weight.fromKg(p.weight_kg), numeric: true, wideOnly: true, card: 'field' },
    {
      key: 'status',
      header: t`Status`,
      // Free storage under the status, so the table keeps its columns and the card its head.
      cell: (p) => (
        <span className="package-status">
          <PackageStatusBadge status={p.status} />
          <FreeStorageNote freeUntil={p.free_until} />
        </span>
      ),
      card: 'status',
    },
  ];
  return (
    <div className="page">
      <PageHeader title={<Trans>Packages</Trans>} lead={<Trans>What has arrived at your locker, and where it is now.</Trans>}>
        <Link to={paths.packageLogs} className="button button--secondary button--small">
          <Trans>Status history</Trans>
        </Link>
      </PageHeader>
      {creation && (
        <p className="ship-these__hint">
          <Trans>Select the packages in the warehouse to ship them together.</Trans>
        </p>
      )}
      <DataTable
        caption={t`Your packages`}
        columns={columns}
        list={list}
        rowKey={(p) => p.id}
        detail={{ href: (p) => paths.packageDetail(p.id), label: ({ tracking }) => t`See package ${tracking}` }}
        empty={<Trans>You have no packages yet. When a purchase arrives at your locker, it shows here.</Trans>}
      />
      {creation && <ShipTheseBar selected={selected} />}
    </div>
  );
}

/**
 * The selection's count and "Ship these", after the list: once a package is selected it stays at
 * the bottom of the screen while the list scrolls, and settles after the list at its end, so no
 * row stays under it (docs/product.md#phones-and-small-screens). The count is a live region that
 * is always there, so each change is announced.
 */
function ShipTheseBar({ selected }: { selected: readonly number[] }) {
  const { t } = useLingui();
  const count = selected.length;
  return (
    <div className={count > 0 ? 'ship-these ship-these--active' : 'ship-these'}>
      <p className="ship-these__text" role="status">
        {count === 0 ? '' : count === 1 ? t`1 package selected` : t`${count} packages selected`}
      </p>
      {count > 0 && (
        <Link to={shipThese(selected)} className="button button--primary button--small">
          <Trans>Ship these</Trans>
        </Link>
      )}
    </div>
  );
}
