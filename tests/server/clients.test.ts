// POST api/clients (the sign-up data step) and PATCH api/clients/{id} (the profile).
import { beforeAll, describe, expect, it } from 'vitest';
import { UserResponseSchema } from '../../src/api/contract/auth.ts';
import { latestAllowedBirthDate } from '../../src/api/contract/birth-date.ts';
import { ClientResponseSchema } from '../../src/api/contract/client.ts';
import { expectError } from './support/errors.ts';
import { signUp } from './support/pins.ts';
import { placesIn, type Place } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, OTHER } from './support/users.ts';

const t = useTestApp();
let geo: Awaited<ReturnType<typeof placesIn>>;
beforeAll(async () => {
  geo = await placesIn(t.db);
});

const profile = (email: string, place: Place, over: Record<string, unknown> = {}) => ({
  name: 'Ana María',
  last_name: 'Pérez',
  email,
  document_id: 'V-12345678',
  phone: '+584121234567',
  landline_phone: null,
  address: 'Av. Principal de Los Palos Grandes',
  ...place,
  zip_code: '1060',
  type: 'PERSON',
  birth_date: '1990-05-17',
  referral_source: 'Instagram',
  terms_accepted: true,
  ...over,
});

/** One account for the refused bodies: none of them saves a client. */
let refused: ReturnType<typeof signUp> | undefined;

const create = (token: string, json: unknown, lang?: string) => t.request('/api/clients', { token, json, lang });

/** A new account with its client saved. */
async function customer() {
  const account = await signUp(t);
  const res = await create(account.token, profile(account.email, geo.place));
  expect(res.status).toBe(201);
  return { ...account, client: ClientResponseSchema.parse(await res.json()).data };
}

describe('POST api/clients', () => {
  it('saves the profile with a new locker code and answers the client', async () => {
    const a = await customer();
    const b = await customer();
    expect(a.client).toMatchObject({ name: 'Ana María', email: a.email, type: 'PERSON', zip_code: '1060', landline_phone: null });
    expect(a.client.country.id).toBe(geo.place.country_id);
    expect(a.client.locker).toMatch(/^CAS-\d{5,}$/);
    expect(new Set([a.client.locker, b.client.locker, 'CAS-10001', 'CAS-10002']).size).toBe(4);
    const me = UserResponseSchema.parse(await (await t.request('/api/users/me', { token: a.token })).json());
    expect(me.data.client?.id).toBe(a.client.id);
  });

  it('refuses a second profile for the same account', async () => {
    const { token, email } = await customer();
    const body = await expectError(await create(token, profile(email, geo.place), 'en'), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ body: ['Your account already has its personal details.'] });
  });

  it('needs the account e-mail, a state of the country and a city of the state', async () => {
    const { token, email } = await signUp(t);
    const { place, foreignState, otherStateCity } = geo;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'someone@else.test' }, 'email'],
      [{ state_id: foreignState }, 'state_id'],
      [{ city_id: otherStateCity }, 'city_id'],
      [{ country_id: 999_999 }, 'country_id'],
      [{ city_id: 3_000_000_000 }, 'city_id'],
    ];
    for (const [over, field] of cases) {
      const body = await expectError(await create(token, profile(email, place, over), 'en'), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {}), field).toContain(field);
    }
  });

  it('refuses anyone under 18 and accepts someone 18 today', async () => {
    let today = latestAllowedBirthDate(t.clock.now());
    if (today.month === 2 && today.day === 29) {
      t.clock.advance(24 * 60);
      today = latestAllowedBirthDate(t.clock.now());
    }
    const iso = (days: number) => new Date(Date.UTC(today.year, today.month - 1, today.day + days)).toISOString().slice(0, 10);
    const { token, email } = await signUp(t);
    for (const [lang, text] of [['es', 'Debes tener al menos 18 años.'], ['en', 'You must be at least 18 years old.']]) {
      const body = await expectError(await create(token, profile(email, geo.place, { birth_date: iso(1) }), lang), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ birth_date: [text] });
    }
    const res = await create(token, profile(email, geo.place, { birth_date: iso(0) }));
    expect(res.status).toBe(201);
    expect(ClientResponseSchema.parse(await res.json()).data.birth_date).toBe(iso(0));
  });

  it.each([
    ['terms not accepted', { terms_accepted: false }, 'terms_accepted'],
    ['no referral source', { referral_source: '  ' }, 'referral_source'],
    ['an impossible date', { birth_date: '1990-02-30' }, 'birth_date'],
    ['year zero', { birth_date: '0000-01-01' }, 'birth_date'],
    ['a short phone', { phone: '+58412' }, 'phone'],
    ['a text id', { country_id: 'VE' }, 'country_id'],
    ['a NUL character', { name: 'Ana\u0000' }, 'name'],
  ])('answers 422 for %s', async (_, over, field) => {
    const { token, email } = await (refused ??= signUp(t));
    const body = await expectError(await create(token, profile(email, geo.place, over)), 'FAILED_VALIDATION');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('answers 422 for malformed bodies and 401 without a token', async () => {
    const token = await t.tokenFor(DEMO);
    for (const body of ['', '[]', 'null', '{"name":']) {
      const res = await t.request('/api/clients', { method: 'POST', token, body, headers: { 'Content-Type': 'application/json' } });
      await expectError(res, 'FAILED_VALIDATION');
    }
    await expectError(await t.request('/api/clients', { json: {} }), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('PATCH api/clients/{id}', () => {
  const update = (token: string, id: number, json: unknown, lang?: string) =>
    t.request(`/api/clients/${id}`, { method: 'PATCH', token, json, lang });
  const changes = (place: Place, over: Record<string, unknown> = {}) => {
    const { email: _e, birth_date: _b, referral_source: _r, terms_accepted: _t, ...rest } = profile('', place);
    return { ...rest, ...over };
  };

  it('updates contact details and place; the e-mail and the birth date stay', async () => {
    const { token, client } = await customer();
    const co = (await placesIn(t.db, 'CO')).place;
    const res = await update(token, client.id, {
      ...changes(co, { phone: '+573001234567', landline_phone: '+5716012345', zip_code: null, address: 'Calle 93' }),
      email: 'nuevo@casillero.test',
      birth_date: '1970-01-01',
    });
    expect(res.status).toBe(200);
    const { data } = ClientResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ phone: '+573001234567', landline_phone: '+5716012345', zip_code: null, address: 'Calle 93' });
    expect(data.country.id).toBe(co.country_id);
    expect(data.email).toBe(client.email);
    expect(data.birth_date).toBe(client.birth_date);
    expect(data.locker).toBe(client.locker);
    const mixed = await expectError(await update(token, client.id, changes({ ...co, state_id: geo.place.state_id })), 'FAILED_VALIDATION');
    expect(Object.keys(mixed.errors ?? {})).toEqual(['state_id', 'city_id']);
  });

  it('accepts the name, last name and document unchanged, and refuses a change to any of them', async () => {
    const { token, client } = await customer();
    expect((await update(token, client.id, changes(geo.place, { document_id: undefined }))).status).toBe(200);
    const body = await expectError(
      await update(token, client.id, changes(geo.place, { name: 'Otra', last_name: 'Persona', document_id: 'V-1' }), 'en'),
      'FAILED_VALIDATION',
    );
    const text = ['This field cannot be changed.'];
    expect(body.errors).toEqual({ name: text, last_name: text, document_id: text });
  });

  it('answers NOT_FOUND for another customer\u2019s client and for an unknown id', async () => {
    const { token } = await customer();
    const other = UserResponseSchema.parse(await (await t.request('/api/users/me', { token: await t.tokenFor(OTHER) })).json());
    await expectError(await update(token, other.data.client!.id, changes(geo.place)), 'NOT_FOUND');
    await expectError(await update(token, 999_999, changes(geo.place)), 'NOT_FOUND');
    await expectError(await update(token, 99_999_999_999, changes(geo.place)), 'NOT_FOUND');
  });

  it('answers 422 for malformed bodies', async () => {
    const { token, client } = await customer();
    for (const body of ['', '[]', '{"phone":', JSON.stringify({ ...changes(geo.place), city_id: -1 })]) {
      const res = await t.request(`/api/clients/${client.id}`, { method: 'PATCH', token, body, headers: { 'Content-Type': 'application/json' } });
      await expectError(res, 'FAILED_VALIDATION');
    }
  });
});
