// POST api/quotes (docs/product.md#quote-calls): pieces or the customer's packages, priced by the engine at the
// country's rate, with each line labelled in the request's language; GET api/quotes/countries, what it prices.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PIECE_LENGTH_MAX_CM, QUOTE_PIECES_MAX } from '../../src/api/contract/limits.ts';
import { QuoteCountriesResponseSchema, QuoteResponseSchema } from '../../src/api/contract/quotes.ts';
import { countries, packages } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();
let VE = 0;
let MX = 0;
let airfryer = 0;
let othersPackage = 0;

const countryId = async (iso: string) => (await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso_code, iso)))[0]!.id;
const packageOf = async (email: string, content?: string) => {
  const clientId = await clientIdOf(t.db, email);
  const rows = await t.db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.client_id, clientId), content ? eq(packages.content, content) : undefined))
    .orderBy(packages.id);
  return rows[0]!.id;
};

beforeAll(async () => {
  [VE, MX] = await Promise.all([countryId('VE'), countryId('MX')]);
  airfryer = await packageOf(DEMO, 'Freidora de aire Ninja 5.5 qt');
  othersPackage = await packageOf(OTHER);
});

const piece = { length_cm: 50, width_cm: 40, height_cm: 30, weight_kg: 5 };
const ask = async (json: unknown, { email = DEMO, lang = 'en' } = {}) =>
  t.request('/api/quotes', { token: await t.tokenFor(email), lang, json });
const quoteOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return QuoteResponseSchema.parse(await res.json()).data;
};

describe('POST api/quotes', () => {
  it('prices typed pieces by air, with each line labelled in the request language', async () => {
    const en = await quoteOf(await ask({ country_id: VE, service: 'AIR', pieces: [piece] }));
    // 12 volumetric kg × 9.90 = 118.80, fuel 9.50 (tests/server/quote.test.ts has the engine's cases).
    expect(en).toEqual({
      service: 'AIR',
      billable_kg: 12,
      volumetric_kg: 12,
      cubic_feet: 2.2,
      lines: [
        { code: 'FREIGHT', label: 'Freight', amount: 118.8 },
        { code: 'FUEL_SURCHARGE', label: 'Fuel surcharge', amount: 9.5 },
      ],
      total: 128.3,
      currency: 'USD',
      transit_days: { min: 3, max: 7 },
    });
    const es = await quoteOf(await ask({ country_id: VE, service: 'AIR', pieces: [piece] }, { lang: 'es' }));
    expect(es.lines.map((line) => line.label)).toEqual(['Flete', 'Recargo por combustible']);
  });

  it('prices by ocean at the country’s ocean rate, with its transit days', async () => {
    const q = await quoteOf(await ask({ country_id: VE, service: 'OCEAN', pieces: [{ ...piece, length_cm: 100, width_cm: 50, height_cm: 50 }] }));
    expect(q.cubic_feet).toBe(8.9);
    expect(q.total).toBe(211.46);
    expect(q.transit_days).toEqual({ min: 15, max: 30 });
  });

  it('prices the customer’s own packages from their measures (pounds as kilograms)', async () => {
    // The air fryer: 38×33×36 cm (9.03 volumetric kg) and 13.2 lb (5.99 kg): 9.5 kg × 9.90 = 94.05, fuel 7.52.
    const q = await quoteOf(await ask({ country_id: VE, service: 'AIR', package_ids: [airfryer], declared_value: 119.99, insurance: true, repack: true }));
    expect(q.billable_kg).toBe(9.5);
    expect(q.lines).toEqual([
      { code: 'FREIGHT', label: 'Freight', amount: 94.05 },
      { code: 'FUEL_SURCHARGE', label: 'Fuel surcharge', amount: 7.52 },
      { code: 'REPACKING', label: 'Repacking', amount: 5 },
      { code: 'INSURANCE', label: 'Insurance', amount: 3.6 },
    ]);
    expect(q.total).toBe(110.17);
  });

  it('refuses another customer’s package as one not in the account, without telling it exists', async () => {
    const body = await expectError(await ask({ country_id: VE, service: 'AIR', package_ids: [othersPackage] }), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ package_ids: [`Package ${othersPackage} is not in your account.`] });
    const missing = await expectError(await ask({ country_id: VE, service: 'AIR', package_ids: [2_147_483_647] }), 'FAILED_VALIDATION');
    expect(missing.errors).toEqual({ package_ids: ['Package 2147483647 is not in your account.'] });
  });

  it('quotes typed pieces for a user without a client, but none of “their” packages', async () => {
    await quoteOf(await ask({ country_id: VE, service: 'AIR', pieces: [piece] }, { email: NO_CLIENT }));
    const body = await expectError(await ask({ country_id: VE, service: 'AIR', package_ids: [airfryer] }, { email: NO_CLIENT }), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ package_ids: [`Package ${airfryer} is not in your account.`] });
  });

  it('needs pieces or packages, not both', async () => {
    for (const json of [{ country_id: VE, service: 'AIR' }, { country_id: VE, service: 'AIR', pieces: [piece], package_ids: [airfryer] }]) {
      const body = await expectError(await ask(json), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ pieces: ['Give the pieces or the packages, not both.'] });
    }
  });

  it('insures a declared value: neither goes without the other (in Spanish too)', async () => {
    const noValue = await expectError(await ask({ country_id: VE, service: 'AIR', pieces: [piece], insurance: true }), 'FAILED_VALIDATION');
    expect(noValue.errors).toEqual({ declared_value: ['To insure the shipment, give its declared value.'] });
    const noInsurance = await expectError(await ask({ country_id: VE, service: 'AIR', pieces: [piece], declared_value: 100 }, { lang: 'es' }), 'FAILED_VALIDATION');
    expect(noInsurance.errors).toEqual({ declared_value: ['El valor declarado solo se usa con el seguro: actívalo o deja el valor vacío.'] });
  });

  it('refuses a country without rates, and one that does not exist', async () => {
    for (const country_id of [MX, 2_147_483_647, 9_007_199_254_740_991]) {
      const body = await expectError(await ask({ country_id, service: 'OCEAN', pieces: [piece] }), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ country_id: ['We do not ship to this country by this service yet.'] });
    }
  });

  it('bounds every number and the number of pieces', async () => {
    const tooMany = Array.from({ length: QUOTE_PIECES_MAX + 1 }, () => piece);
    const body = await expectError(
      await ask({ country_id: VE, service: 'SEA', pieces: [{ ...piece, length_cm: 0, width_cm: PIECE_LENGTH_MAX_CM + 1, weight_kg: -1 }], declared_value: 0 }),
      'FAILED_VALIDATION',
    );
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['declared_value', 'pieces.0.length_cm', 'pieces.0.weight_kg', 'pieces.0.width_cm', 'service']);
    expect((await expectError(await ask({ country_id: VE, service: 'AIR', pieces: tooMany }), 'FAILED_VALIDATION')).errors).toEqual({
      pieces: [`Must be at most ${QUOTE_PIECES_MAX}.`],
    });
    expect((await expectError(await ask({ country_id: VE, service: 'AIR', pieces: [] }), 'FAILED_VALIDATION')).errors).toEqual({
      pieces: ['This field is required.'],
    });
    expect((await expectError(await ask({ country_id: VE, service: 'AIR', pieces: [piece], extra: 1 }), 'FAILED_VALIDATION')).errors).toHaveProperty('extra');
  });

  it('needs a signed-in user', async () => {
    await expectError(await t.request('/api/quotes', { json: { country_id: VE, service: 'AIR', pieces: [piece] } }), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('GET api/quotes/countries', () => {
  const names = async (email: string, lang: string) => {
    const res = await t.request('/api/quotes/countries', { token: await t.tokenFor(email), lang });
    expect(res.status).toBe(200);
    return QuoteCountriesResponseSchema.parse(await res.json()).data.map((country) => country.name);
  };

  it('lists only the countries with rates, by name in the request language, the caller\u2019s own first', async () => {
    // docs/product.md#the-calculator: Venezuela's customer sees it first, Colombia's theirs; without a profile, by name.
    expect(await names(NO_CLIENT, 'es')).toEqual(['Colombia', 'Ecuador', 'Panamá', 'Perú', 'República Dominicana', 'Venezuela']);
    expect(await names(DEMO, 'es')).toEqual(['Venezuela', 'Colombia', 'Ecuador', 'Panamá', 'Perú', 'República Dominicana']);
    expect(await names(OTHER, 'en')).toEqual(['Colombia', 'Dominican Republic', 'Ecuador', 'Panama', 'Peru', 'Venezuela']);
  });

  it('needs a signed-in user', async () => {
    await expectError(await t.request('/api/quotes/countries'), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('POST api/quotes, counted per customer', () => {
  const limited = useTestApp({ rateLimits: { QUOTES_PER_MINUTE: 2 } });

  it('answers TOO_MANY_REQUESTS past the limit, before reading the body', async () => {
    const token = await limited.tokenFor(DEMO);
    const send = (json: unknown) => limited.request('/api/quotes', { token, json });
    expect((await send({ country_id: 1, service: 'AIR', pieces: [piece] })).status).not.toBe(429);
    expect((await send({})).status).toBe(422);
    await expectError(await send({ country_id: 1, service: 'AIR', pieces: [piece] }), 'TOO_MANY_REQUESTS');
    // Another customer has their own count.
    expect((await limited.request('/api/quotes', { token: await limited.tokenFor(OTHER), json: {} })).status).toBe(422);
  });
});
