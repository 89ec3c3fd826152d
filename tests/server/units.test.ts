// Small pure pieces of the server: language choice, zod issues, CSP parsing.
import { describe, expect, it } from 'vitest';
import { ClientCreateSchema } from '../../src/api/contract/client.ts';
import { RegisterRequestSchema } from '../../src/api/contract/auth.ts';
import { buildCsp, parseConnectSrc } from '../../server/http/security-headers.ts';
import { en } from '../../server/i18n/en.ts';
import { es } from '../../server/i18n/es.ts';
import { pickLanguage } from '../../server/i18n/language.ts';
import { fieldErrors } from '../../server/i18n/zod-issues.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'es'], ['', 'es'], ['en', 'en'], ['EN-gb', 'en'], ['es-419', 'es'], ['pt-BR, en;q=0.1', 'en'], ['en;q=0, es', 'es'],
  ])('%s -> %s', (header, lang) => expect(pickLanguage(header)).toBe(lang));
});

describe('fieldErrors', () => {
  const errorsOf = (schema: typeof ClientCreateSchema | typeof RegisterRequestSchema, value: unknown, t = en) => {
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) throw new Error('expected errors');
    return fieldErrors(result.error.issues, t.validation);
  };

  it('names each broken rule of the sign-up data step', () => {
    const errors = errorsOf(ClientCreateSchema, {
      name: '', phone: '+58123', zip_code: '12a', type: 'COMPANY', birth_date: '2020-13-01', terms_accepted: false, country_id: 1.5,
    });
    expect(errors).toMatchObject({
      name: ['This field is required.'],
      last_name: ['This field is required.'],
      phone: ['Please enter a valid phone number with at least 8 digits.'],
      zip_code: ['Only digits are allowed.'],
      type: ['The selected value is not valid.'],
      birth_date: ['Please enter a valid date (YYYY-MM-DD).'],
      terms_accepted: ['This field must be accepted.'],
      country_id: ['Must be a whole number.'],
    });
  });

  it('explains a password confirmation that does not match, in Spanish', () => {
    const errors = errorsOf(RegisterRequestSchema, { email: 'a@b.co', password: 'long-enough', password_confirmation: 'other' }, es);
    expect(errors).toEqual({ password_confirmation: ['La confirmación de la contraseña no coincide.'] });
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(es.validation).sort()).toEqual(Object.keys(en.validation).sort());
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });
});

describe('CSP', () => {
  it('keeps only well-formed extra origins', () => {
    const { valid, rejected } = parseConnectSrc("https://api.example.com, wss://x.example.com  'unsafe-eval' https://a;b *");
    expect(valid).toEqual(['https://api.example.com', 'wss://x.example.com']);
    expect(rejected).toEqual(["'unsafe-eval'", 'https://a;b', '*']);
    expect(buildCsp(["https://ok.example.com", "x; script-src *"])).toContain("connect-src 'self' https://ok.example.com;");
  });
});
