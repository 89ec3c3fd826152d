import { describe, expect, it } from 'vitest';
import { ClientCreateSchema } from '../../../src/api/contract/client.ts';
import {
  dataFormDefaults,
  dataFormSchema,
  REFERRAL_SOURCES,
  type SentData,
} from '../../../src/features/sign-up/data-form-schema.ts';
import { failedRules, submitTexts } from '../../ui/support/parse-form.ts';
import { CLIENT } from '../support/fixtures.ts';

const TODAY = new Date('2025-06-15T12:00:00Z');

const filled: Record<string, string> = {
  name: ' Ana ',
  last_name: 'Pérez',
  document_id: 'V-12345678',
  birth_date: '06-15-2007',
  address: 'Av. Libertador 10',
  country_id: '1',
  state_id: '2',
  city_id: '3',
  zip_code: '',
  phone: '+584121234567',
  landline_phone: '',
  referral_source: 'friend',
  terms_accepted: 'on',
};

const parse = (values: Record<string, string | undefined>) => submitTexts(dataFormSchema(TODAY, 'en'), values);
const errorsOf = (values: Record<string, string | undefined>, locale = 'en') => failedRules(dataFormSchema(TODAY, locale), values);

describe('the sign-up data form', () => {
  it("gives the contract's ClientCreate without the e-mail and the type", () => {
    const submission = parse(filled);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({
      name: 'Ana',
      last_name: 'Pérez',
      document_id: 'V-12345678',
      birth_date: '2007-06-15',
      address: 'Av. Libertador 10',
      country_id: 1,
      state_id: 2,
      city_id: 3,
      zip_code: null,
      phone: '+584121234567',
      landline_phone: null,
      referral_source: 'friend',
      terms_accepted: true,
    });
    const body = { ...submission.value, email: 'ana@casillero.test', type: 'PERSON' };
    expect(ClientCreateSchema.safeParse(body).success).toBe(true);
  });

  it('keeps an optional landline and postal code when given', () => {
    const submission = parse({ ...filled, landline_phone: '+582121234567', zip_code: '1010' });
    expect(submission.status === 'success' && submission.value).toMatchObject({ landline_phone: '+582121234567', zip_code: '1010' });
  });

  it('asks for every required field', () => {
    const errors = errorsOf({});
    for (const name of ['name', 'last_name', 'document_id', 'birth_date', 'address', 'country_id', 'state_id', 'city_id', 'phone', 'referral_source']) {
      expect(errors?.[name], name).toEqual(['required']);
    }
    expect(errors?.terms_accepted).toEqual(['terms']);
    expect(errors?.zip_code).toBeUndefined();
    expect(errors?.landline_phone).toBeUndefined();
  });

  it('checks the phones (E.164, at least 8 digits) and the postal code (digits)', () => {
    const errors = errorsOf({ ...filled, phone: '+58412', landline_phone: '2121234', zip_code: '10-10' });
    expect(errors).toEqual({ phone: ['phone'], landline_phone: ['phone'], zip_code: ['digits'] });
  });

  it('wants a real date typed MM-DD-YYYY, of someone at least 18 today', () => {
    expect(errorsOf({ ...filled, birth_date: '02-30-1990' })).toEqual({ birth_date: ['date'] });
    expect(errorsOf({ ...filled, birth_date: '1990-01-31' })).toEqual({ birth_date: ['date'] });
    expect(errorsOf({ ...filled, birth_date: '06-16-2007' })).toEqual({ birth_date: ['underAge'] });
    expect(errorsOf({ ...filled, birth_date: '06-15-2007' })).toEqual({});
  });

  it('reads the date day-first in Spanish (docs/product.md#dates-and-times)', () => {
    expect(errorsOf({ ...filled, birth_date: '15-06-2007' }, 'es')).toEqual({});
    expect(errorsOf({ ...filled, birth_date: '16-06-2007' }, 'es')).toEqual({ birth_date: ['underAge'] });
    expect(errorsOf({ ...filled, birth_date: '06-15-2007' }, 'es')).toEqual({ birth_date: ['date'] });
    expect(errorsOf({ ...filled, birth_date: '31-02-1990' }, 'es')).toEqual({ birth_date: ['date'] });
  });

  it('accepts only the listed referral sources', () => {
    expect(errorsOf({ ...filled, referral_source: 'tv' })).toEqual({ referral_source: ['required'] });
    for (const source of REFERRAL_SOURCES) expect(errorsOf({ ...filled, referral_source: source })).toEqual({});
  });
});

describe('the data form first values', () => {
  it('shows again what was sent (the flow keeps it parsed)', () => {
    const sent: SentData = {
      name: 'Ana',
      last_name: 'Pérez',
      document_id: 'V-12345678',
      birth_date: '1990-01-31',
      address: 'Av. Libertador 10',
      country_id: 1,
      state_id: 2,
      city_id: 3,
      zip_code: null,
      phone: '+584121234567',
      landline_phone: null,
      referral_source: 'friend',
      terms_accepted: true,
    };
    expect(dataFormDefaults(sent, null, 'es')).toMatchObject({ birth_date: '31-01-1990' });
    expect(dataFormDefaults(sent, null, 'en')).toMatchObject({
      birth_date: '01-31-1990',
      country_id: '1',
      landline_phone: '',
      zip_code: '',
      terms_accepted: 'on',
      phone: '+584121234567',
    });
  });

  it("else shows the customer's client", () => {
    expect(dataFormDefaults(null, CLIENT, 'es')).toMatchObject({ birth_date: '31-01-1990' });
    expect(dataFormDefaults(null, CLIENT, 'en')).toEqual({
      name: 'Ana', last_name: 'Pérez', document_id: 'V-1', birth_date: '01-31-1990', address: 'Av. 1',
      country_id: '1', state_id: '10', city_id: '100', zip_code: '1010', phone: '+584121234567', landline_phone: '',
      referral_source: '', terms_accepted: 'on',
    });
    expect(dataFormDefaults(null, null, 'en')).toEqual({});
  });
});
