import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonalData } from '../../../machines/sign-up.ts';
import type { Client } from '../../api/contract/client.ts';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX } from '../../api/contract/limits.ts';
import { birthDateField, boundedText, checkedField, choiceField, contactFields } from '../../lib/field-schemas.ts';
import { formatTypedDate } from '../../lib/typed-date.ts';
import { clientFormTexts } from '../../forms/client-form-texts.ts';
import { asFormText, asFormTexts } from '../../ui/forms/form-defaults.ts';

/** How the customer heard about us: the keys sent as `referral_source`, in the order shown. */
export const REFERRAL_SOURCES = ['social_media', 'search_engine', 'friend', 'advertising', 'agent', 'other'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const REFERRAL_LABELS: Record<ReferralSource, MessageDescriptor> = {
  social_media: msg`Social media`,
  search_engine: msg`A search engine (Google, Bing…)`,
  friend: msg`A friend or relative`,
  advertising: msg`Advertising`,
  agent: msg`One of our agents`,
  other: msg`Other`,
};

/**
 * The sign-up data step (docs/product.md#sign-up-data). Its names are the contract's, so the server's
 * field errors land on the right fields, and its output is what SUBMIT_DATA sends: ClientCreate
 * without `email` and `type`. `today` applies the age rule; the birth date is typed in `locale`'s order.
 */
export const dataFormSchema = (today: Date, locale: string) =>
  z.object({
    name: boundedText(NAME_MAX),
    last_name: boundedText(NAME_MAX),
    document_id: boundedText(DOCUMENT_MAX),
    birth_date: birthDateField(today, locale),
    address: boundedText(ADDRESS_MAX),
    ...contactFields(),
    referral_source: choiceField(REFERRAL_SOURCES),
    terms_accepted: checkedField('terms'),
  });

type DataFormValues = z.output<ReturnType<typeof dataFormSchema>>;
export type DataFormField = keyof DataFormValues;

/** What SUBMIT_DATA carries: the form's output is a ClientCreate once the flow adds the e-mail and the type. */
export type SentData = PersonalData;

/**
 * What the form shows first: the values sent last (kept by the flow, already parsed), or else
 * the customer's client when they come back to this step, or else nothing.
 */
export function dataFormDefaults(draft: PersonalData | null, client: Client | null, locale: string): Partial<Record<DataFormField, string>> {
  if (draft) {
    return { ...asFormTexts(draft), birth_date: formatTypedDate(locale, asFormText(draft.birth_date)) };
  }
  if (!client) return {};
  return {
    ...clientFormTexts(client, locale),
    // Not kept by the API: asked again. The terms were accepted when the client was created.
    referral_source: '',
    terms_accepted: 'on',
  };
}
