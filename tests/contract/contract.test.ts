import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, ERROR_STATUS, PageQuerySchema, pageOf } from '../../src/api/contract/envelope.ts';
import { LoginRequestSchema, PinSchema, RegisterRequestSchema, EMAIL_TAKEN_MESSAGES } from '../../src/api/contract/auth.ts';
import { ClientCreateSchema, ClientUpdateSchema, PhoneSchema } from '../../src/api/contract/client.ts';
import { CountrySchema } from '../../src/api/contract/geo.ts';
import { PaymentCreateFieldsSchema } from '../../src/api/contract/invoices.ts';
import { PreAlertCreateFieldsSchema } from '../../src/api/contract/pre-alerts.ts';
import { RecipientCreateSchema } from '../../src/api/contract/recipients.ts';
import {
  ADDRESS_MAX,
  DOCUMENT_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  PAYMENT_REFERENCE_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  PRE_ALERT_CONTENT_MAX,
  PRE_ALERT_TRACKING_MAX,
  TEXT_MAX,
} from '../../src/api/contract/limits.ts';

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

  it('bounds every text of a client and a recipient by its limit', () => {
    const { email: _email, referral_source: _r, terms_accepted: _t, birth_date: _b, ...rest } = validClient;
    const recipient = { ...rest, address_2: 'Edificio Sur, piso 3', zip_code: '1060' };
    const limits: [string, number, string][] = [
      ['name', NAME_MAX, 'x'],
      ['last_name', NAME_MAX, 'x'],
      ['document_id', DOCUMENT_MAX, 'x'],
      ['address', ADDRESS_MAX, 'x'],
      ['zip_code', POSTAL_CODE_MAX, '1'],
    ];
    for (const [field, max, unit] of limits) {
      for (const [schema, body] of [[ClientCreateSchema, validClient], [RecipientCreateSchema, recipient]] as const) {
        expect(schema.safeParse({ ...body, [field]: unit.repeat(max) }).success, field).toBe(true);
        const over = schema.safeParse({ ...body, [field]: unit.repeat(max + 1) });
        expect(over.error?.issues.map((issue) => [issue.code, issue.path[0]]), field).toContainEqual(['too_big', field]);
      }
    }
    expect(RecipientCreateSchema.safeParse({ ...recipient, address_2: 'x'.repeat(ADDRESS_MAX + 1) }).success).toBe(false);
    expect(ClientCreateSchema.safeParse({ ...validClient, referral_source: 'x'.repeat(TEXT_MAX + 1) }).success).toBe(false);
    expect(ClientCreateSchema.safeParse({ ...validClient, gender: 'x'.repeat(TEXT_MAX + 1) }).success).toBe(false);
    expect(PhoneSchema.safeParse(`+${'1'.repeat(PHONE_MAX)}`).error?.issues.map((issue) => issue.code)).toContain('too_big');
    expect(RecipientCreateSchema.safeParse({ ...recipient, email: `${'a'.repeat(EMAIL_MAX)}@x.co` }).success).toBe(false);
  });

  it('takes an optional text sent empty or blank as absent: null', () => {
    const { email: _email, referral_source: _r, terms_accepted: _t, birth_date: _b, ...rest } = validClient;
    const recipient = RecipientCreateSchema.parse({ ...rest, address_2: 'Piso 3', zip_code: '1060', email: '', landline_phone: ' ' });
    expect(recipient).toMatchObject({ email: null, landline_phone: null });
    const client = ClientCreateSchema.parse({ ...validClient, landline_phone: '', zip_code: '', gender: '' });
    expect(client).toMatchObject({ landline_phone: null, zip_code: null, gender: null });
    const update = ClientUpdateSchema.parse({ ...rest, landline_phone: '', zip_code: '' });
    expect(update).toMatchObject({ landline_phone: null, zip_code: null });
    // Left out stays left out: a PATCH keeps what it does not name.
    expect(ClientUpdateSchema.parse(rest)).not.toHaveProperty('landline_phone');
    // A required text is not optional for being blank.
    expect(RecipientCreateSchema.safeParse({ ...rest, address_2: '', zip_code: '1060' }).success).toBe(false);
  });

  it('bounds pre-alert texts and passwords', () => {
    const fields = { us_courier_id: '1', provider: 'Amazon', tracking: 'T1', cost: '1', content: 'Libros', arriving_at: '2026-01-01', recipient: 'Ana' };
    expect(PreAlertCreateFieldsSchema.safeParse({ ...fields, content: 'x'.repeat(PRE_ALERT_CONTENT_MAX) }).success).toBe(true);
    expect(PreAlertCreateFieldsSchema.safeParse({ ...fields, content: 'x'.repeat(PRE_ALERT_CONTENT_MAX + 1) }).success).toBe(false);
    expect(PreAlertCreateFieldsSchema.safeParse({ ...fields, tracking: 'x'.repeat(PRE_ALERT_TRACKING_MAX + 1) }).success).toBe(false);
    for (const field of ['provider', 'recipient']) {
      expect(PreAlertCreateFieldsSchema.safeParse({ ...fields, [field]: 'x'.repeat(TEXT_MAX + 1) }).success, field).toBe(false);
    }
    expect(LoginRequestSchema.safeParse({ email: 'demo@casillero.test', password: 'x'.repeat(TEXT_MAX) }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: 'demo@casillero.test', password: 'x'.repeat(TEXT_MAX + 1) }).success).toBe(false);
  });

  it('knows the taken-e-mail text in both languages', () => {
    expect(Object.keys(EMAIL_TAKEN_MESSAGES).sort()).toEqual(['en', 'es']);
  });
});
