import { getFormProps, getInputProps } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRE_ALERT_CONTENT_MAX, PRE_ALERT_TRACKING_MAX, TEXT_MAX } from '../../api/contract/limits.ts';
import type { Courier } from '../../api/contract/site.ts';
import { preAlertFormSchema, type PreAlertFormValues } from '../../lib/upload-rules.ts';
import { DateField } from '../../ui/forms/date-field.tsx';
import { controlExtras, FieldFrame, FormProblems, SelectField, SubmitButton, TextField } from '../../ui/forms/form-field.tsx';
import { FileField } from '../../forms/file-field.tsx';
import { KeptDraftNote } from '../../forms/kept-draft-note.tsx';
import { useFormDraft } from '../../forms/use-form-draft.ts';
import { AmountField } from '../../ui/forms/amount-field.tsx';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import type { Resource } from '../../ui/loadable.ts';

type PreAlertFormProps = {
  couriers: Resource<Courier[]>;
  fieldErrors: Record<string, string[]>;
  submitting: boolean;
  onValid: (values: PreAlertFormValues) => void;
};

const NO_VALUES: Record<string, string> = {};
/** Typed in the language's order and format: a draft that comes back in another language is rewritten. */
const TYPED_IN = { arriving_at: 'date', cost: 'amount' } as const;

/** The pre-alert form (docs/product.md#pre-alert-form): what is coming, from whom, when, its value and the store's bill. */
export function PreAlertForm({ couriers, fieldErrors, submitting, onValid }: PreAlertFormProps) {
  const { t, i18n } = useLingui();
  const draft = useFormDraft({ formId: 'pre-alert', draft: 'pre-alert', defaults: NO_VALUES, typedIn: TYPED_IN });
  const { form, fields, problems } = useValidatedForm({
    id: 'pre-alert',
    defaultValue: draft.defaultValue,
    fieldErrors,
    schema: () => preAlertFormSchema(i18n.locale),
    submitting,
    onValid: (values) => {
      draft.sent();
      onValid(values);
    },
  });
  const courierOptions = (couriers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <form {...getFormProps(form)} className="form form-grid" encType="multipart/form-data" noValidate>
      {draft.restored && <KeptDraftNote />}
      <FormProblems problems={problems} />
      <SelectField
        // Made again once its options are here: a first value (a kept draft's) then finds its option.
        key={couriers.status}
        meta={fields.us_courier_id}
        label={t`Carrier`}
        required
        placeholder={couriers.status === 'loading' ? t`Loading…` : t`Choose a carrier`}
        options={courierOptions}
        busy={couriers.status === 'loading'}
      >
        {couriers.status === 'failed' && <ErrorState error={couriers.error} onRetry={couriers.retry} inline />}
      </SelectField>
      <TextField meta={fields.tracking} label={t`Tracking number`} required autoComplete="off" maxLength={PRE_ALERT_TRACKING_MAX} />
      <FieldFrame meta={fields.arriving_at} label={t`Estimated arrival date`} required>
        <DateField {...getInputProps(fields.arriving_at, { type: 'text' })} {...controlExtras(fields.arriving_at, true)} key={fields.arriving_at.key} />
      </FieldFrame>
      <TextField meta={fields.provider} label={t`Provider (store)`} required autoComplete="organization" maxLength={TEXT_MAX} />
      <AmountField meta={fields.cost} label={t`Value (USD)`} />
      <TextField meta={fields.recipient} label={t`Recipient`} required autoComplete="name" maxLength={TEXT_MAX} />
      <TextField
        meta={fields.content}
        label={t`Content`}
        required
        autoComplete="off"
        className="form-grid__wide"
        maxLength={PRE_ALERT_CONTENT_MAX}
      />
      <FileField
        meta={fields.invoice}
        label={t`Bill (the store's invoice)`}
        hint={<Trans>JPEG, PNG or PDF, up to 10 MB. The value above must equal the bill's total.</Trans>}
      />
      <SubmitButton submitting={submitting} busyLabel={t`Sending…`} className="form-grid__wide">
        <Trans>Create pre-alert</Trans>
      </SubmitButton>
    </form>
  );
}
