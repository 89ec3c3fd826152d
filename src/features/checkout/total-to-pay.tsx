import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '../../api/contract/invoices.ts';
import { formatMoney } from '../../lib/money.ts';

/** A method's rate, as exact as the company set it (up to 4 decimals), at least to the cent. */
const rateText = (locale: string, rate: number, currency: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: 'always' }).format(rate)} ${currency}/US$`;

/**
 * The summary's total in the method's currency, surcharge included; for a method not in USD, what
 * it is in US dollars and at what rate: "15.533,23 VES = 115,01 US$ a 135,06 VES/US$"
 * (docs/product.md#checkout).
 */
export function TotalToPay({ summary }: { summary: OrderSummary }) {
  const { i18n } = useLingui();
  const total = formatMoney(i18n.locale, summary.totalInvoice, summary.currency);
  if (summary.rate === null) return <>{total}</>;
  const usd = formatMoney(i18n.locale, summary.totalUsd);
  const rate = rateText(i18n.locale, summary.rate, summary.currency);
  return (
    <Trans>
      {total} = {usd} at {rate}
    </Trans>
  );
}
