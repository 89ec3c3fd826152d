import { Trans, useLingui } from '@lingui/react/macro';
import { INSURANCE_MIN, INSURANCE_RATE, REPACKING_FEE } from '../api/contract/quotes.ts';
import { formatMoney } from '../lib/money.ts';

/** The insurance option's label (the calculator, consolidation), with the rate the engine charges. */
export function InsuranceOptionLabel() {
  const { i18n } = useLingui();
  const rate = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(INSURANCE_RATE);
  const minimum = formatMoney(i18n.locale, INSURANCE_MIN);
  return <Trans>Insure the shipment ({rate} of the declared value, at least {minimum})</Trans>;
}

/** The repacking option's label, with its fee. */
export function RepackingOptionLabel() {
  const { i18n } = useLingui();
  const fee = formatMoney(i18n.locale, REPACKING_FEE);
  return <Trans>Repack the packages into one box ({fee})</Trans>;
}
