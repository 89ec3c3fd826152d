import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '../../api/contract/invoices.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { usdFormat } from '../../lib/money.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { useApi } from '../../api/use-api.ts';

/** The payments made towards the invoice (approved, waiting or refused, as the server labels them), 7 per page (docs/product.md#page-sizes). */
export function InvoicePayments({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useLingui();
  const api = useApi(invoicesApi);
  const list = usePagedList((page, size) => api.payments(invoiceId, page, size), PAGE_SIZES.invoiceDetail, { deps: [invoiceId] });
  const usd = usdFormat(i18n.locale);
  const columns: Column<Payment>[] = [
    { key: 'method', header: t`Payment method`, cell: (payment) => payment.paymentMethod.name, card: 'title' },
    { key: 'amount', header: t`Amount`, cell: (payment) => usd.format(payment.amount), numeric: true, card: 'field' },
    {
      key: 'status',
      header: t`Status`,
      // A rejection's reason, as the company wrote it, under its status.
      cell: (payment) => (
        <>
          <span className="status">{payment.payment_status}</span>
          {payment.review_note && <span className="payment-note">{payment.review_note}</span>}
        </>
      ),
      card: 'status',
    },
    { key: 'paid', header: t`Payment date`, cell: (payment) => (payment.paid_at ? formatInstantDate(i18n.locale, payment.paid_at) : '—'), wideOnly: true, nowrap: true, card: 'field' },
    { key: 'created', header: t`Created`, cell: (payment) => formatInstantDate(i18n.locale, payment.created_at), wideOnly: true, nowrap: true, card: 'field' },
  ];
  return (
    <DataTable
      caption={t`Payments of the invoice`}
      columns={columns}
      list={list}
      rowKey={(payment) => payment.id}
      empty={<Trans>No payments yet.</Trans>}
    />
  );
}
