import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceItem } from '../../api/contract/invoices.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { usdFormat } from '../../lib/money.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { useApi } from '../../api/use-api.ts';

/** The invoice's lines, 7 per page (docs/product.md#page-sizes). */
export function InvoiceItems({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useLingui();
  const api = useApi(invoicesApi);
  const list = usePagedList((page, size) => api.items(invoiceId, page, size), PAGE_SIZES.invoiceDetail, { deps: [invoiceId] });
  const usd = usdFormat(i18n.locale);
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const columns: Column<InvoiceItem>[] = [
    { key: 'description', header: t`Description`, cell: (item) => item.description, card: 'title' },
    { key: 'quantity', header: t`Quantity`, cell: (item) => number.format(item.quantity), numeric: true, card: 'field' },
    { key: 'unit-price', header: t`Unit price`, cell: (item) => usd.format(item.unit_price), numeric: true, wideOnly: true, card: 'field' },
    { key: 'total-price', header: t`Total price`, cell: (item) => usd.format(item.total_price), numeric: true, card: 'field' },
  ];
  return (
    <DataTable
      caption={t`Items of the invoice`}
      columns={columns}
      list={list}
      rowKey={(item) => item.id}
      empty={<Trans>This invoice has no items.</Trans>}
    />
  );
}
