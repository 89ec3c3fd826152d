import { getFormProps, getTextareaProps } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { PAYMENT_REFERENCE_MAX } from '../../api/contract/limits.ts';
import { formatAmountInput, formatMoney } from '../../lib/money.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { paymentFormSchema } from '../../lib/upload-rules.ts';
import { AmountField } from '../../ui/forms/amount-field.tsx';
import { FileField } from '../../forms/file-field.tsx';
import { controlExtras, FieldFrame, FieldLabel, FormProblems, SubmitButton } from '../../ui/forms/form-field.tsx';
import { UploadProgress } from '../../ui/forms/upload-progress.tsx';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { DetailRow } from '../../ui/detail-row.tsx';
import { literal } from '../../ui/literal.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { draftOf, invoiceOf, progressOf, selectedMethodOf, summaryOf, uploadOf, useCheckout } from './checkout-actor.ts';
import { TotalToPay } from './total-to-pay.tsx';

/**
 * /home/invoice/payment: the method's payee details and the total to pay in its currency (and its
 * rate); the invoice and the method read-only; the amount (USD), the proof of payment and comments
 * (docs/product.md#checkout). The form stays mounted while the payment goes up, so a failure keeps
 * every value.
 */
export function PaymentFormView() {
  const { t, i18n } = useLingui();
  const actor = useCheckout();
  const invoice = useActorSelector(actor, invoiceOf);
  const method = useActorSelector(actor, selectedMethodOf);
  const summary = useActorSelector(actor, summaryOf);
  const draft = useActorSelector(actor, draftOf);
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const uploading = useActorSelector(actor, (s) => s.hasTag('loading'));
  // The upload child owns the progress: read from it while it runs.
  const progress = useSelector(useActorSelector(actor, uploadOf), progressOf);
  // What was sent before (back from a refusal or another method), else the summary's total in USD,
  // surcharge included: what the customer was told to pay.
  const amount = draft?.amount ?? summary?.totalUsd ?? invoice?.still_due;
  const { form, fields, problems } = useValidatedForm({
    id: 'payment',
    defaultValue: {
      amount: amount === undefined ? '' : formatAmountInput(i18n.locale, amount),
      reference: draft?.reference ?? '',
    },
    fieldErrors,
    schema: () => paymentFormSchema(i18n.locale),
    submitting: uploading,
    onValid: (values) => actor.send({ type: 'SUBMIT', values }),
  });
  if (!invoice || !method || !summary) return null;
  const debt = formatMoney(i18n.locale, invoice.still_due);

  return (
    <div className="page checkout">
      <p>
        <button type="button" className="link-button page__back" onClick={() => actor.send({ type: 'CHANGE_METHOD' })}>
          <Trans>← Change the payment method</Trans>
        </button>
      </p>
      <PageHeader
        title={<Trans>Payment</Trans>}
        lead={<Trans>Upload the proof of your payment. We review it and update the invoice. Fields marked with * are required.</Trans>}
      />
      <section className="card" aria-labelledby="payee-title">
        <h2 id="payee-title" className="card__title">
          <Trans>How to pay with {literal(method.name)}</Trans>
        </h2>
        <SafeHtml html={method.description} />
        <dl className="details">
          <DetailRow label={t`Total to pay`} valueClassName="checkout__total">
            <TotalToPay summary={summary} />
          </DetailRow>
        </dl>
      </section>
      <section className="card">
        <form {...getFormProps(form)} className="form form-grid" encType="multipart/form-data" noValidate>
          <FormProblems problems={problems} />
          <div className="field">
            <FieldLabel htmlFor="payment-invoice">
              <Trans>Invoice</Trans>
            </FieldLabel>
            <input id="payment-invoice" className="field__input" readOnly value={`${invoice.friendly_name} · ${debt}`} />
          </div>
          <div className="field">
            <FieldLabel htmlFor="payment-method">
              <Trans>Payment method</Trans>
            </FieldLabel>
            <input id="payment-method" className="field__input" readOnly value={method.name} />
          </div>
          <AmountField meta={fields.amount} label={t`Amount paid (USD)`} />
          <FileField
            meta={fields.multimedia}
            label={t`Proof of payment`}
            hint={<Trans>JPEG, PNG or PDF, up to 10 MB: a receipt or a screenshot of the transfer.</Trans>}
            kept={draft?.multimedia}
          />
          <FieldFrame meta={fields.reference} label={t`Comments`} className="form-grid__wide">
            <textarea
              {...getTextareaProps(fields.reference)}
              {...controlExtras(fields.reference)}
              key={fields.reference.key}
              className="field__input"
              rows={3}
              maxLength={PAYMENT_REFERENCE_MAX}
            />
            <p className="field__hint">
              <Trans>Optional: a reference number or anything we should know (up to {PAYMENT_REFERENCE_MAX} characters).</Trans>
            </p>
          </FieldFrame>
          <SubmitButton submitting={uploading} busyLabel={t`Sending…`} className="form-grid__wide">
            <Trans>Register payment</Trans>
          </SubmitButton>
        </form>
        {uploading && (
          <UploadProgress progress={progress}>
            <Trans>Uploading the proof… {progress}%</Trans>
          </UploadProgress>
        )}
      </section>
    </div>
  );
}
