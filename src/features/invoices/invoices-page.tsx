import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '../../api/contract/invoices.ts';
import { formatUtcDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column, RowDetail } from '../../ui/list-columns.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { usdFormat } from '../../lib/money.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { useApi } from '../../api/use-api.ts';
import '../../styles/invoices.css';

/** /home/invoice: the customer's invoices, page by page, each with its debt and a way to pay it. */
export function InvoicesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Invoices`);
  const api = useApi(invoicesApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.invoiceList, { inAddress: true });
  const usd = usdFormat(i18n.locale);
  const columns: Column<Invoice>[] = [
    { key: 'name', header: t`Invoice`, cell: (invoice) => invoice.friendly_name, nowrap: true, card: 'title' },
    { key: 'bill-to', header: t`Bill to`, cell: (invoice) => invoice.bill_to_name, wideOnly: true },
    { key: 'total', header: t`Total`, cell: (invoice) => usd.format(invoice.total), numeric: true, wideOnly: true },
    { key: 'debt', header: t`Debt`, cell: (invoice) => usd.format(invoice.debt), numeric: true, card: 'field' },
    { key: 'status', header: t`Status`, cell: (invoice) => <span className="status">{invoice.statusLabel}</span>, card: 'status' },
    {
      key: 'paid',
      header: t`Payment date`,
      cell: (invoice) => (invoice.paid_at ? formatUtcDate(invoice.paid_at) : '—'),
      wideOnly: true,
      nowrap: true,
    },
  ];
  const detail: RowDetail<Invoice> = {
    href: (invoice) => paths.invoiceDetail(invoice.id),
    label: ({ friendly_name }) => t`See invoice ${friendly_name}`,
    action: ({ id, friendly_name, debt }) =>
      debt > 0 && (
        <Link to={paths.paymentMethod(id)} className="button button--primary button--small" aria-label={t`Pay ${friendly_name}`}>
          <Trans>Pay</Trans>
        </Link>
      ),
  };
  return (
    <div className="page">
      <PageHeader title={<Trans>Invoices</Trans>} lead={<Trans>What each shipment costs, what you have paid and what you still owe.</Trans>} />
      <DataTable
        caption={t`Your invoices`}
        columns={columns}
        list={list}
        rowKey={(invoice) => invoice.id}
        detail={detail}
        empty={<Trans>You have no invoices yet. When we bill a shipment, its invoice shows here.</Trans>}
      />
    </div>
  );
}
