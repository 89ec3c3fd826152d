import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '../../api/contract/invoices.ts';
import { formatInstantDate } from '../../lib/dates.ts';
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
import { InvoiceStatus } from './invoice-status.tsx';

/** /home/invoice: the customer's invoices, page by page, each with its debt and a way to pay it. */
export function InvoicesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Invoices`);
  const api = useApi(invoicesApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.invoiceList, { inAddress: true });
  const usd = usdFormat(i18n.locale);
  const columns: Column<Invoice>[] = [
    // A phone's card shows the date and the total beside what is due (docs/product.md#phones-and-small-screens);
    // the table, wide enough already, keeps its payment date.
    { key: 'date', header: t`Date`, cell: (invoice) => formatInstantDate(i18n.locale, invoice.created_at), cardOnly: true, card: 'field' },
    { key: 'name', header: t`Invoice`, cell: (invoice) => invoice.friendly_name, nowrap: true, card: 'title' },
    { key: 'bill-to', header: t`Bill to`, cell: (invoice) => invoice.bill_to_name, wideOnly: true },
    { key: 'total', header: t`Total`, cell: (invoice) => usd.format(invoice.total), numeric: true, wideOnly: true, card: 'field' },
    { key: 'debt', header: t`Balance due`, cell: (invoice) => <BalanceDue invoice={invoice} />, numeric: true, card: 'field' },
    { key: 'status', header: t`Status`, cell: (invoice) => <InvoiceStatus invoice={invoice} />, card: 'status' },
    {
      key: 'paid',
      header: t`Payment date`,
      cell: (invoice) => (invoice.paid_at ? formatInstantDate(i18n.locale, invoice.paid_at) : '—'),
      wideOnly: true,
      nowrap: true,
    },
  ];
  const detail: RowDetail<Invoice> = {
    href: (invoice) => paths.invoiceDetail(invoice.id),
    label: ({ friendly_name }) => t`See invoice ${friendly_name}`,
    // Nothing to pay while pending payments cover the balance (docs/product.md#payment-under-review).
    action: ({ id, friendly_name, still_due }) =>
      still_due > 0 && (
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

/** The balance due, and under it what pending payments leave still due, when they cover only part. */
function BalanceDue({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  const usd = usdFormat(i18n.locale);
  const due = usd.format(invoice.still_due);
  return (
    <>
      {usd.format(invoice.debt)}
      {invoice.pending_amount > 0 && invoice.still_due > 0 && (
        <span className="invoice-still-due">
          <Trans>Still due: {due}</Trans>
        </span>
      )}
    </>
  );
}
