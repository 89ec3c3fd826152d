import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX, DOCUMENT_MAX, EMAIL_MAX, NAME_MAX } from '../api/contract/limits.ts';
import { AddressFields, useContactFields } from '../ui/forms/address-fields.tsx';
import { FormProblems, PhoneFormField, SubmitButton, TextField } from '../ui/forms/form-field.tsx';
import { KeptDraftNote } from './kept-draft-note.tsx';
import { PostalCodeField } from './postal-code-field.tsx';
import { recipientFormDefaults, recipientFormSchema, type RecipientFormValues } from './recipient-form-schema.ts';
import { useValidatedForm } from '../ui/forms/use-validated-form.ts';
import { useFormDraft } from './use-form-draft.ts';

export type RecipientFormProps = {
  /** The form's id (its fields' ids start with it). */
  id?: string;
  /** Values sent before, as the flow keeps them (numbers, null): shown again. */
  defaultValue?: Record<string, unknown> | null;
  /** The server's field errors, shown under the fields (a new object shows them again). */
  fieldErrors: Record<string, string[]>;
  /** The recipient is being saved: the button shows a spinner and ignores clicks. */
  submitting: boolean;
  /** A saved recipient is being edited: the button saves changes. */
  editing?: boolean;
  /** The draft's name, for a form that keeps what is typed when the session ends elsewhere (docs/product.md#drafts). */
  keepsDraft?: string;
  onSubmit: (values: RecipientFormValues) => void;
  onBack: () => void;
};

/** A recipient, new or edited: who receives the shipments, and where (sign-up, consolidation, the profile's recipients). */
export function RecipientForm({ id = 'recipient', defaultValue, fieldErrors, submitting, editing = false, keepsDraft, onSubmit, onBack }: RecipientFormProps) {
  const { t } = useLingui();
  const [initial] = useState(() => recipientFormDefaults(defaultValue));
  const draft = useFormDraft({ formId: id, draft: keepsDraft ?? null, defaults: initial });
  const { form, fields, problems } = useValidatedForm({
    id,
    defaultValue: draft.defaultValue,
    fieldErrors,
    schema: recipientFormSchema,
    submitting,
    onValid: (values): void => {
      draft.sent();
      onSubmit(values);
    },
  });
  const { phone, landline, address, phoneCountry } = useContactFields(fields);

  return (
    <form {...getFormProps(form)} className="form form-grid" noValidate>
      {draft.restored && <KeptDraftNote />}
      <FormProblems problems={problems} />
      <TextField meta={fields.name} label={t`Name`} required autoComplete="shipping given-name" maxLength={NAME_MAX} />
      <TextField meta={fields.last_name} label={t`Last name`} required autoComplete="shipping family-name" maxLength={NAME_MAX} />
      <TextField meta={fields.document_id} label={t`ID document number`} required autoComplete="off" maxLength={DOCUMENT_MAX} />
      <TextField
        meta={fields.email}
        label={t`Email (optional)`}
        type="email"
        inputMode="email"
        autoComplete="shipping email"
        maxLength={EMAIL_MAX}
      />
      <PhoneFormField meta={fields.phone} control={phone} label={t`Mobile phone`} required country={phoneCountry} />
      <PhoneFormField meta={fields.landline_phone} control={landline} label={t`Landline (optional)`} country={phoneCountry} />
      <TextField meta={fields.address} label={t`Address`} required autoComplete="shipping address-line1" maxLength={ADDRESS_MAX} />
      <TextField meta={fields.address_2} label={t`Address line 2`} required autoComplete="shipping address-line2" maxLength={ADDRESS_MAX} />
      <AddressFields address={address} section="shipping" />
      <PostalCodeField meta={fields.zip_code} label={t`Postal code`} required section="shipping" />
      <div className="form__actions form-grid__wide">
        <button type="button" className="button button--secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
        <SubmitButton submitting={submitting} busyLabel={t`Saving…`}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Save recipient</Trans>}
        </SubmitButton>
      </div>
    </form>
  );
}
