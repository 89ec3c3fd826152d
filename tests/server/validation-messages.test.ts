// Refusals that say how to mend the call (docs/product.md#the-warehouse-api): an unknown field named
// under its own name, an enum's allowed values listed, in both languages, on every route.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { PIN_PURPOSES } from '../../src/api/contract/auth.ts';
import { ERROR_STATUS } from '../../src/api/contract/envelope.ts';
import { WAREHOUSE_SHIPMENT_STATUSES, WarehouseInvoiceSchema } from '../../src/api/contract/warehouse.ts';
import { shipments, usCouriers } from '../../server/db/schema.ts';
import { inputErrors, UNKNOWN_FIELD_NAME_MAX, UNKNOWN_FIELDS_NAMED_MAX } from '../../server/foundation/validate.ts';
import { messagesFor } from '../../server/i18n/messages.ts';
import { expectError } from './support/errors.ts';
import { pinPath } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

const API_KEY = 'warehouse-key-1';
const t = useTestApp({ warehouseApiKeys: [API_KEY] });
const en = messagesFor('en').validation;

let courier: number;
let shipment: number;
beforeAll(async () => {
  const [row] = await t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1);
  const [first] = await t.db.select({ id: shipments.id }).from(shipments).orderBy(asc(shipments.id)).limit(1);
  courier = row!.id;
  shipment = first!.id;
});

/** A valid reception but for what `text` (raw JSON, after its opening brace) adds. */
const receptionText = (text: string) =>
  `{${text}"locker":"CAS-10001","tracking":"1ZVALID${Date.now()}","us_courier_id":${courier},"weight_kg":1,"length_cm":1,"width_cm":1,"height_cm":1}`;
const receive = (body: string, lang: string) =>
  t.request('/api/warehouse/packages', { token: API_KEY, lang, body, headers: { 'Content-Type': 'application/json' } });
const errorsOf = async (res: Response) => (await expectError(res, 'FAILED_VALIDATION')).errors;

describe('an unknown field', () => {
  it('is named under its own name, in English and in Spanish', async () => {
    expect(await errorsOf(await receive(receptionText('"colour":"red",'), 'en'))).toEqual({ colour: ['Unknown field.'] });
    expect(await errorsOf(await receive(receptionText('"colour":"red",'), 'es'))).toEqual({ colour: ['Campo desconocido.'] });
  });

  it('is named even as __proto__ or constructor, and refused, not a server error', async () => {
    const res = await receive(receptionText('"__proto__":{"x":1},"constructor":1,'), 'en');
    expect(res.status).toBe(ERROR_STATUS.FAILED_VALIDATION);
    // Read as sent: the contract's schema would drop a `__proto__` key.
    const { errors } = JSON.parse(await res.text()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['__proto__', 'constructor']);
  });

  it('inside an object is named by its path', () => {
    const result = WarehouseInvoiceSchema.safeParse({ shipment_id: 1, lines: [{ description: 'Flete', amount: 1, colour: 'red' }] });
    expect(inputErrors(result.error?.issues ?? [], en)).toEqual({ 'lines.0.colour': ['Unknown field.'] });
  });

  it(`is named up to ${UNKNOWN_FIELDS_NAMED_MAX} times, and with a short name only: the others are told under their object`, () => {
    const many = Object.fromEntries(Array.from({ length: UNKNOWN_FIELDS_NAMED_MAX + 5 }, (_, i) => [`extra_${i}`, i]));
    const result = z.object({}).strict().safeParse({ ['x'.repeat(UNKNOWN_FIELD_NAME_MAX + 1)]: 1, ...many });
    const errors = inputErrors(result.error?.issues ?? [], en);
    expect(Object.keys(errors)).toHaveLength(UNKNOWN_FIELDS_NAMED_MAX + 1);
    expect(errors.body).toEqual([en.unknownKeys]);
    expect(errors.extra_0).toEqual(['Unknown field.']);
  });
});

describe('a value outside an enum', () => {
  const report = (status: string, lang: string) =>
    t.request(`/api/warehouse/shipments/${shipment}/events`, { token: API_KEY, lang, json: { status } });

  it('lists the values allowed, in English and in Spanish', async () => {
    const values = WAREHOUSE_SHIPMENT_STATUSES.join(', ');
    expect(await errorsOf(await report('FLYING', 'en'))).toEqual({ status: [`Must be one of: ${values}.`] });
    expect(await errorsOf(await report('FLYING', 'es'))).toEqual({ status: [`Debe ser uno de: ${values}.`] });
  });

  it('lists them on a customer\u2019s route too', async () => {
    const errors = await errorsOf(await t.request(pinPath('nobody@casillero.test', 'valid', 'login'), { lang: 'es' }));
    expect(errors).toEqual({ purpose: [`Debe ser uno de: ${PIN_PURPOSES.join(', ')}.`] });
  });

  it('keeps the plain text for a literal, a fixed value rather than a choice', () => {
    const result = z.object({ type: z.literal('PERSON') }).safeParse({ type: 'COMPANY' });
    expect(inputErrors(result.error?.issues ?? [], en)).toEqual({ type: [en.invalidValue] });
  });
});
