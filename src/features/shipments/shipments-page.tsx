import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Shipment } from '../../api/contract/shipments.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';
import { localized } from './localized.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';
import { useShipmentCreation } from '../../data/use-shipment-creation.ts';
import '../../styles/shipments.css';

/** The consolidation flow (docs/product.md#consolidation-requests). */
const SHIPMENT_CREATE = '/home/my-shipments/create';

/**
 * /home/my-shipments: the customer's shipments, page by page. "Create shipment" opens the
 * consolidation flow when the company's switch is on (docs/product.md#consolidation-requests), the maintenance notice otherwise.
 */
export function ShipmentsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My shipments`);
  const api = useApi(shipmentsApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.shipmentList, { inAddress: true });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const creation = useShipmentCreation();
  const columns: Column<Shipment>[] = [
    {
      key: 'type',
      header: <span className="visually-hidden">{t`Type`}</span>,
      cell: (s) => (
        <span className="shipment-type" title={s.shipment_type_label}>
          <Icon name={s.shipment_type === 'ocean' ? 'ship' : 'plane'} size={18} />
          <span className="visually-hidden">{s.shipment_type_label}</span>
        </span>
      ),
      wideOnly: true,
    },
    { key: 'date', header: t`Date`, cell: (s) => formatInstantDate(i18n.locale, s.created_at), wideOnly: true, nowrap: true, card: 'field' },
    { key: 'tracking', header: t`Tracking`, cell: (s) => s.tracking, nowrap: true, card: 'title' },
    { key: 'recipient', header: t`Recipient`, cell: (s) => s.recipient.display_name, card: 'field' },
    { key: 'city', header: t`City`, cell: (s) => localized(s.recipient.city.name, i18n.locale), card: 'field' },
    { key: 'status', header: t`Status`, cell: (s) => <ShipmentStatusBadge status={s.status} />, card: 'status' },
    {
      key: 'invoice',
      header: t`Invoice`,
      cell: (s) => (s.invoice ? <Link to={paths.invoiceDetail(s.invoice.id)}>{s.invoice.friendly_name}</Link> : '—'),
      wideOnly: true,
      nowrap: true,
    },
    { key: 'payment', header: t`Payment status`, cell: (s) => s.invoice_status_label ?? '—', wideOnly: true },
    {
      key: 'departure',
      header: t`Departure`,
      cell: (s) => (s.departure_at ? formatInstantDate(i18n.locale, s.departure_at) : '—'),
      wideOnly: true,
      nowrap: true,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={<Trans>My shipments</Trans>}
        lead={<Trans>Your shipments by air and sea, where they are and whether they are paid.</Trans>}
      >
        {creation ? (
          <Link to={SHIPMENT_CREATE} className="button button--primary button--small">
            <Trans>Create shipment</Trans>
          </Link>
        ) : (
          <button type="button" className="button button--primary button--small" onClick={() => setNoticeOpen(true)}>
            <Trans>Create shipment</Trans>
          </button>
        )}
      </PageHeader>
      <DataTable
        caption={t`Your shipments`}
        columns={columns}
        list={list}
        rowKey={(s) => s.id}
        detail={{ href: (s) => paths.shipmentDetail(s.id), label: ({ tracking }) => t`See shipment ${tracking}` }}
        empty={<Trans>You have no shipments yet. When we send your packages, the shipment shows here.</Trans>}
      />
      {!creation && <MaintenanceNotice open={noticeOpen} onOpenChange={setNoticeOpen} />}
    </div>
  );
}
