import { useMemo, useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '../../api/contract/client.ts';
import { clientsApi } from '../../api/clients.ts';
import { useApi } from '../../api/use-api.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useSession } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AddressFields, useContactFields } from '../../ui/forms/address-fields.tsx';
import { BirthDateField } from '../../forms/birth-date-field.tsx';
import { FieldError } from '../../ui/forms/field-error.tsx';
import { FieldLabel, FormProblems, PhoneFormField, SubmitButton, type FieldMeta } from '../../ui/forms/form-field.tsx';
import { PostalCodeField } from '../../forms/postal-code-field.tsx';
import { KeptDraftNote } from '../../forms/kept-draft-note.tsx';
import { useFormDraft } from '../../forms/use-form-draft.ts';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
import { asClientUpdate, contactFormDefaults, contactFormSchema } from './contact-form-schema.ts';
import { provideContactSave } from './profile-implementations.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/** Shown for reference only: these never change here (docs/product.md#my-profile). */
function FixedValue({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} className="field__input" value={value} disabled />
    </div>
  );
}

/**
 * The address: read-only in the profile (docs/product.md#my-profile), so it reads as text under its label, not as a
 * box to type in; the form still sends it back as it is (the update requires it).
 */
function ReadOnlyText({ meta, label }: { meta: FieldMeta; label: string }) {
  return (
    <div className="field form-grid__wide">
      <dl className="read-only-text">
        <dt className="field__label">{label}</dt>
        <dd className="read-only-text__value">{meta.defaultValue}</dd>
      </dl>
      <input type="hidden" name={meta.name} form={meta.formId} defaultValue={meta.defaultValue} />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Typed in the language's order: a draft that comes back in another language is rewritten. */
const TYPED_IN = { birth_date: 'date' } as const;

/** The contact information card: the form of the contactSave flow. */
export function ContactForm({ client }: { client: Client }) {
  const { t, i18n } = useLingui();
  const clients = useApi(clientsApi);
  const session = useSession();
  const machine = useMemo(() => provideContactSave(clients, client.id, session), [clients, client.id, session]);
  const actor = useFlowActor(machine);
  useNotifications(actor);
  const saving = useActorSelector(actor, (s) => s.hasTag('loading'));
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  // The saved client when the card opens; after that, what is typed stays.
  const [defaults] = useState(() => contactFormDefaults(client, i18n.locale));
  const draft = useFormDraft({ formId: 'profile-contact', draft: 'profile-contact', defaults, typedIn: TYPED_IN });
  const { form, fields, problems } = useValidatedForm({
    id: 'profile-contact',
    defaultValue: draft.defaultValue,
    fieldErrors,
    schema: () => contactFormSchema(new Date(), i18n.locale),
    submitting: saving,
    onValid: (values) => {
      draft.sent();
      actor.send({ type: 'SAVE', values: asClientUpdate(values) });
    },
  });
  const { phone, landline, address, phoneCountry } = useContactFields(fields);

  return (
    <section className="card" aria-labelledby="contact-information-title">
      <h2 id="contact-information-title" className="card__title">
        <Trans>Contact information</Trans>
      </h2>
      <form {...getFormProps(form)} className="form form-grid" noValidate>
        {draft.restored && <KeptDraftNote />}
        <FormProblems problems={problems} />
        <FixedValue id="profile-name" label={t`Name`} value={client.name} />
        <FixedValue id="profile-last-name" label={t`Last name`} value={client.last_name} />
        <FixedValue id="profile-email" label={t`E-mail`} value={client.email} />
        <FixedValue id="profile-document" label={t`ID document number`} value={client.document_id} />
        <ReadOnlyText meta={fields.address} label={t`Address`} />
        <PhoneFormField meta={fields.phone} control={phone} label={t`Mobile phone`} required country={phoneCountry} />
        <PhoneFormField meta={fields.landline_phone} control={landline} label={t`Landline (optional)`} country={phoneCountry} />
        <AddressFields address={address} />
        <PostalCodeField meta={fields.zip_code} label={t`Postal code (optional)`} />
        <BirthDateField meta={fields.birth_date} label={t`Date of birth`} />
        <SubmitButton submitting={saving} busyLabel={t`Saving…`} className="form-grid__wide">
          <Trans>Save changes</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
