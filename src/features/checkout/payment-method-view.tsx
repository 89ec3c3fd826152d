import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSummary, PaymentMethod } from '../../api/contract/invoices.ts';
import { formatMoney } from '../../lib/money.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { DetailRow } from '../../ui/detail-row.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { invoiceOf, methodsOf, selectedMethodOf, summaryOf, useCheckout } from './checkout-actor.ts';
import { literal } from '../../ui/literal.tsx';
import { TotalToPay } from './total-to-pay.tsx';

/** /home/invoice/payment-method/{id}: the methods, the selected one's instructions and summary, and Pay. */
export function PaymentMethodView() {
  const { t, i18n } = useLingui();
  const actor = useCheckout();
  const invoice = useActorSelector(actor, invoiceOf);
  const methods = useActorSelector(actor, methodsOf);
  const selected = useActorSelector(actor, selectedMethodOf);
  const summary = useActorSelector(actor, summaryOf);
  const summaryState = useActorSelector(actor, (s) =>
    s.matches({ choosing: 'loadingSummary' }) ? 'loading' : s.matches({ choosing: 'summaryFailed' }) ? 'failed' : 'idle',
  );
  const error = useActorSelector(actor, (s) => s.context.error);
  if (!invoice) return null;
  // What pending payments leave to pay (docs/product.md#payment-under-review).
  const debt = formatMoney(i18n.locale, invoice.still_due);
  const name = invoice.friendly_name;

  return (
    <div className="page checkout">
      <BackLink to={paths.invoiceDetail(invoice.id)}>
        <Trans>← Invoice {name}</Trans>
      </BackLink>
      <PageHeader title={<Trans>Choose a payment method</Trans>} lead={<Trans>Invoice {name}: {debt} to pay.</Trans>} />
      <div className="checkout__grid">
        <section className="card" aria-labelledby="payment-methods-title">
          <h2 id="payment-methods-title" className="card__title">
            <Trans>Payment methods</Trans>
          </h2>
          <ul className="method-list">
            {methods.map((method) => (
              <li key={method.id}>
                <MethodButton
                  method={method}
                  pressed={method.id === selected?.id}
                  onPress={() => actor.send({ type: 'TOGGLE_METHOD', methodId: method.id })}
                />
              </li>
            ))}
          </ul>
          {selected && (
            <div className="method-instructions">
              <h3 className="method-instructions__title">
                <Trans>How to pay with {literal(selected.name)}</Trans>
              </h3>
              <SafeHtml html={selected.description} />
            </div>
          )}
        </section>
        <section className="card" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="card__title">
            <Trans>Order summary</Trans>
          </h2>
          {!selected && (
            <p className="checkout__hint">
              <Trans>Choose a payment method to see what you will pay.</Trans>
            </p>
          )}
          {summaryState === 'loading' && <Spinner size="sm" label={t`Loading the summary…`} />}
          {summaryState === 'failed' && <ErrorState error={error} inline onRetry={() => actor.send({ type: 'RETRY' })} />}
          {selected && summary && summaryState === 'idle' && <SummaryDetails summary={summary} />}
          <button
            type="button"
            className="button button--primary button--block"
            aria-disabled={summaryState === 'loading' || undefined}
            onClick={() => actor.send({ type: 'PAY' })}
          >
            <Trans>Pay</Trans>
          </button>
        </section>
      </div>
    </div>
  );
}

function MethodButton({ method, pressed, onPress }: { method: PaymentMethod; pressed: boolean; onPress: () => void }) {
  return (
    <button type="button" className="method" aria-pressed={pressed} onClick={onPress}>
      {/* A method without a logo keeps the logo's box: an empty src would fetch the page again. */}
      {method.logo ? (
        <img className="method__logo" src={method.logo} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="method__logo" aria-hidden="true" />
      )}
      <span className="method__name">{method.name}</span>
    </button>
  );
}

function SummaryDetails({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useLingui();
  const money = (amount: number, currency = summary.currency) => formatMoney(i18n.locale, amount, currency);
  return (
    <dl className="details" aria-live="polite">
      <DetailRow label={t`Method`}>{summary.label}</DetailRow>
      <DetailRow label={t`Items`}>{summary.itemsCount}</DetailRow>
      <DetailRow label={t`Balance due`}>{money(summary.currentDebt, 'USD')}</DetailRow>
      <DetailRow label={t`Surcharge`}>{money(summary.recharge)}</DetailRow>
      <DetailRow label={t`Total to pay`} valueClassName="checkout__total">
        <TotalToPay summary={summary} />
      </DetailRow>
    </dl>
  );
}
