import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, ERROR_STATUS, PageQuerySchema, pageOf } from '../../src/api/contract/envelope.ts';
import { LoginRequestSchema, PinSchema, RegisterRequestSchema, EMAIL_TAKEN_MESSAGES } from '../../src/api/contract/auth.ts';
import { ClientCreateSchema, PhoneSchema } from '../../src/api/contract/client.ts';
import { CountrySchema } from '../../src/api/contract/geo.ts';
import { PaymentCreateFieldsSchema } from '../../src/api/contract/invoices.ts';
import { PreAlertCreateFieldsSchema } from '../../src/api/contract/pre-alerts.ts';
import { RecipientCreateSchema } from '../../src/api/contract/recipients.ts';
import { EMAIL_MAX, PAYMENT_REFERENCE_MAX, PASSWORD_MIN } from '../../src/api/contract/limits.ts';

const validClient = {
  name: 'María',
  last_name: 'González',
  email: 'maria@example.com',
  document_id: 'V-12345678',
  phone: '+584121234567',
  address: 'Av. Francisco de Miranda, Caracas',
  country_id: 1,
  state_id: 2,
  city_id: 3,
  type: 'PERSON',
  birth_date: '1990-05-17',
  referral_source: 'instagram',
  terms_accepted: true,
};

describe('the shared contract', () => {
  it('gives every error code its HTTP status', () => {
    expect(ERROR_STATUS.AUTHENTICATION_EXCEPTION).toBe(401);
    expect(ERROR_STATUS.FAILED_VALIDATION).toBe(422);
    expect(ERROR_STATUS.PIN_ACCESS_REQUIRED).toBe(403);
    expect(ERROR_STATUS.NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(ERROR_STATUS.TOO_MANY_REQUESTS).toBe(429);
  });

  it('reads the error envelope and refuses unknown codes', () => {
    expect(
      ErrorBodySchema.parse({ code: 'FAILED_VALIDATION', message: 'x', errors: { email: ['bad'] } }).errors,
    ).toEqual({ email: ['bad'] });
    expect(ErrorBodySchema.safeParse({ code: 'TEAPOT', message: 'x' }).success).toBe(false);
  });

  it('parses paged answers and coerces page queries from the URL', () => {
    const page = pageOf(CountrySchema).parse({
      data: [{ id: 1, name: 'Venezuela', iso_code: 'VE' }],
      meta: { total: 1, last_page: 1, current_page: 1, page_size: 20 },
    });
    expect(page.data[0]?.iso_code).toBe('VE');
    expect(PageQuerySchema.parse({ page: '2', page_size: '10' })).toEqual({ page: 2, page_size: 10 });
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page_size: '1000' }).success).toBe(false);
  });

  it('asks for a valid e-mail and a password of at least the minimum length to sign in', () => {
    expect(LoginRequestSchema.safeParse({ email: 'demo@casillero.test', password: 'x'.repeat(PASSWORD_MIN) }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: 'demo@casillero.test', password: 'x'.repeat(PASSWORD_MIN - 1) }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: 'not-an-email', password: 'casillero-demo' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: `${'a'.repeat(EMAIL_MAX)}@x.co`, password: 'casillero-demo' }).success).toBe(false);
  });

  it('requires matching passwords on registration', () => {
    const base = { email: 'n@x.co', password: 'abcdefgh' };
    expect(RegisterRequestSchema.safeParse({ ...base, password_confirmation: 'abcdefgh' }).success).toBe(true);
    const mismatch = RegisterRequestSchema.safeParse({ ...base, password_confirmation: 'abcdefgx' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });

  it('takes a PIN of exactly six digits', () => {
    expect(PinSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12 345', '12a456', '']) expect(PinSchema.safeParse(bad).success).toBe(false);
  });

  it('takes E.164 phones with at least eight digits', () => {
    expect(PhoneSchema.safeParse('+584121234567').success).toBe(true);
    expect(PhoneSchema.safeParse('+58412123').success).toBe(true);
    expect(PhoneSchema.safeParse('+5841212').success).toBe(false);
    expect(PhoneSchema.safeParse('+5841212345678901').success).toBe(false);
    expect(PhoneSchema.safeParse('04121234567').success).toBe(false);
  });

  it('creates a client only with accepted terms, and keeps optional fields optional', () => {
    expect(ClientCreateSchema.safeParse(validClient).success).toBe(true);
    expect(ClientCreateSchema.safeParse({ ...validClient, terms_accepted: false }).success).toBe(false);
    expect(ClientCreateSchema.safeParse({ ...validClient, zip_code: '10A' }).success).toBe(false);
    expect(ClientCreateSchema.safeParse({ ...validClient, landline_phone: null, zip_code: null }).success).toBe(true);
    expect(ClientCreateSchema.safeParse({ ...validClient, birth_date: '17-05-1990' }).success).toBe(false);
  });

  it('requires a digits-only postal code for recipients and lets the e-mail be left out', () => {
    const { email: _email, referral_source: _r, terms_accepted: _t, birth_date: _b, ...rest } = validClient;
    const recipient = { ...rest, address_2: 'Edificio Sur, piso 3', zip_code: '1060' };
    expect(RecipientCreateSchema.safeParse(recipient).success).toBe(true);
    expect(RecipientCreateSchema.safeParse({ ...recipient, zip_code: '10-60' }).success).toBe(false);
    expect(RecipientCreateSchema.safeParse({ ...recipient, email: 'nope' }).success).toBe(false);
  });

  it('reads multipart text fields as numbers and keeps cents', () => {
    expect(PreAlertCreateFieldsSchema.shape.cost.parse('19.99')).toBe(19.99);
    expect(PreAlertCreateFieldsSchema.shape.cost.safeParse('19.999').success).toBe(false);
    expect(PaymentCreateFieldsSchema.parse({ payment_method_id: '2', amount: '10.5' })).toEqual({ payment_method_id: 2, amount: 10.5 });
    expect(PaymentCreateFieldsSchema.safeParse({ payment_method_id: '2', amount: '1', reference: 'x'.repeat(PAYMENT_REFERENCE_MAX + 1) }).success).toBe(false);
  });

  it('knows the taken-e-mail text in both languages', () => {
    expect(Object.keys(EMAIL_TAKEN_MESSAGES).sort()).toEqual(['en', 'es']);
  });
});
