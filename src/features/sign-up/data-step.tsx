import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX } from '../../api/contract/limits.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { AddressFields, useContactFields } from '../../ui/forms/address-fields.tsx';
import { BirthDateField } from '../../forms/birth-date-field.tsx';
import { FormProblems, PhoneFormField, SelectField, SubmitButton, TextField } from '../../ui/forms/form-field.tsx';
import { PostalCodeField } from '../../forms/postal-code-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
import { dataFormDefaults, dataFormSchema, REFERRAL_LABELS, REFERRAL_SOURCES, type SentData } from './data-form-schema.ts';
import { useSignUpForm } from './sign-up-actor.ts';
import { TermsField } from './terms-field.tsx';

/** The data step: the customer's personal data; the flow creates (or updates) the client. */
export function DataStep() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Personal data`);
  const { actor, fieldErrors, submitting } = useSignUpForm();
  const client = useCurrentUser()?.client ?? null;
  // What was sent last (kept by the flow), else the client of a customer who came back here.
  const [defaultValue] = useState(() => dataFormDefaults(actor.getSnapshot().context.clientDraft, client, i18n.locale));
  const { form, fields, problems } = useValidatedForm({
    id: 'sign-up-data',
    defaultValue,
    fieldErrors,
    schema: () => dataFormSchema(new Date(), i18n.locale),
    submitting,
    onValid: (values: SentData) => actor.send({ type: 'SUBMIT_DATA', values }),
  });
  const { phone, landline, address, phoneCountry } = useContactFields(fields);
  const referralOptions = REFERRAL_SOURCES.map((key) => ({ value: key, label: i18n._(REFERRAL_LABELS[key]) }));

  return (
    <>
      <h2 className="wizard__title" data-focus-on-arrival>
        <Trans>Your personal data</Trans>
      </h2>
      <p className="wizard__lead">
        <Trans>We need these details to deliver your packages. Fields marked with * are required.</Trans>
      </p>
      <form {...getFormProps(form)} className="form form-grid" noValidate>
        <FormProblems problems={problems} />
        <TextField meta={fields.name} label={t`Name`} required autoComplete="given-name" maxLength={NAME_MAX} />
        <TextField meta={fields.last_name} label={t`Last name`} required autoComplete="family-name" maxLength={NAME_MAX} />
        <TextField meta={fields.document_id} label={t`ID document number`} required autoComplete="off" maxLength={DOCUMENT_MAX} />
        <BirthDateField meta={fields.birth_date} label={t`Date of birth`} />
        <TextField
          meta={fields.address}
          label={t`Address`}
          required
          autoComplete="street-address"
          className="form-grid__wide"
          maxLength={ADDRESS_MAX}
        />
        <AddressFields address={address} />
        <PostalCodeField meta={fields.zip_code} label={t`Postal code (optional)`} />
        <PhoneFormField meta={fields.phone} control={phone} label={t`Mobile phone`} required country={phoneCountry} />
        <PhoneFormField meta={fields.landline_phone} control={landline} label={t`Landline (optional)`} country={phoneCountry} />
        <SelectField
          meta={fields.referral_source}
          label={t`How did you hear about us?`}
          required
          placeholder={t`Choose an option`}
          options={referralOptions}
        />
        <TermsField meta={fields.terms_accepted} />
        <SubmitButton submitting={submitting} busyLabel={t`Saving…`} className="form-grid__wide">
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
