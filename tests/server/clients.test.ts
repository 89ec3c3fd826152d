// POST api/clients (the sign-up data step) and PATCH api/clients/{id} (the profile).
import { beforeAll, describe, expect, it } from 'vitest';
import { UserResponseSchema } from '../../src/api/contract/auth.ts';
import { latestAllowedBirthDate } from '../../src/api/contract/birth-date.ts';
import { ClientResponseSchema, type Client } from '../../src/api/contract/client.ts';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX, PHONE_MAX, POSTAL_CODE_MAX, TEXT_MAX } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { expectSameNotFound } from './support/ownership.ts';
import { signUp } from './support/pins.ts';
import { placesIn, type Place } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

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
/** One customer for the refused updates: none of them changes it. */
let patched: ReturnType<typeof customer> | undefined;

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

  it.each([
    ['name', 'x'.repeat(NAME_MAX + 1), NAME_MAX],
    ['last_name', 'x'.repeat(NAME_MAX + 1), NAME_MAX],
    ['document_id', '9'.repeat(DOCUMENT_MAX + 1), DOCUMENT_MAX],
    ['address', 'x'.repeat(ADDRESS_MAX + 1), ADDRESS_MAX],
    ['zip_code', '1'.repeat(POSTAL_CODE_MAX + 1), POSTAL_CODE_MAX],
    ['phone', `+58${'4'.repeat(PHONE_MAX)}`, PHONE_MAX],
    ['landline_phone', `+58${'2'.repeat(PHONE_MAX)}`, PHONE_MAX],
    ['gender', 'x'.repeat(TEXT_MAX + 1), TEXT_MAX],
    ['referral_source', 'x'.repeat(TEXT_MAX + 1), TEXT_MAX],
  ])('refuses a %s longer than its limit, in the request\u2019s language', async (field, value, max) => {
    const { token, email } = await (refused ??= signUp(t));
    for (const [lang, text] of [['en', `Must be at most ${max} characters.`], ['es', `Debe tener como máximo ${max} caracteres.`]]) {
      const body = await expectError(await create(token, profile(email, geo.place, { [field]: value }), lang), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect(body.errors?.[field]).toContain(text);
    }
  });

  it('takes every text at its limit', async () => {
    const { token, email } = await signUp(t);
    const longest = {
      name: 'N'.repeat(NAME_MAX),
      last_name: 'L'.repeat(NAME_MAX),
      document_id: 'D'.repeat(DOCUMENT_MAX),
      address: 'A'.repeat(ADDRESS_MAX),
      zip_code: '1'.repeat(POSTAL_CODE_MAX),
    };
    const res = await create(token, profile(email, geo.place, longest));
    expect(res.status).toBe(201);
    expect(ClientResponseSchema.parse(await res.json()).data).toMatchObject(longest);
  });

  it('takes an empty landline, postal code or gender as left out', async () => {
    const { token, email } = await signUp(t);
    const res = await create(token, profile(email, geo.place, { landline_phone: '', zip_code: '', gender: '  ' }));
    expect(res.status).toBe(201);
    expect(ClientResponseSchema.parse(await res.json()).data).toMatchObject({ landline_phone: null, zip_code: null, gender: null });
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
  /** What the profile form sends: every field of the client, the fixed ones as they are stored. */
  const changes = (client: Client, place: Place, over: Record<string, unknown> = {}) => {
    const { email: _e, referral_source: _r, terms_accepted: _t, birth_date: _b, ...rest } = profile(client.email, place);
    return { ...rest, email: client.email, birth_date: client.birth_date, ...over };
  };
  const updated = async (res: Response) => {
    expect(res.status).toBe(200);
    return ClientResponseSchema.parse(await res.json()).data;
  };

  it('updates the contact details, the place and the birth date, and answers the client', async () => {
    const { token, client } = await customer();
    const co = (await placesIn(t.db, 'CO')).place;
    const data = await updated(
      await update(token, client.id, {
        ...changes(client, co, { phone: '+573001234567', landline_phone: '+5716012345', zip_code: '110111', address: 'Calle 93' }),
        birth_date: '1970-01-01',
      }),
    );
    expect(data).toMatchObject({
      phone: '+573001234567',
      landline_phone: '+5716012345',
      zip_code: '110111',
      address: 'Calle 93',
      birth_date: '1970-01-01',
    });
    expect(data.country.id).toBe(co.country_id);
    expect(data.state.id).toBe(co.state_id);
    expect(data.city.id).toBe(co.city_id);
    expect(data).toMatchObject({ email: client.email, name: client.name, locker: client.locker, document_id: client.document_id });
    const me = UserResponseSchema.parse(await (await t.request('/api/users/me', { token })).json());
    expect(me.data.client).toEqual(data);
  });

  it('clears the landline and the postal code with null, and keeps them when they are left out', async () => {
    const { token, client } = await customer();
    const withBoth = await updated(await update(token, client.id, changes(client, geo.place, { landline_phone: '+582122345678' })));
    expect(withBoth).toMatchObject({ landline_phone: '+582122345678', zip_code: '1060' });
    const { landline_phone: _l, zip_code: _z, ...without } = changes(client, geo.place);
    expect(await updated(await update(token, client.id, without))).toMatchObject({ landline_phone: '+582122345678', zip_code: '1060' });
    const cleared = await updated(await update(token, client.id, changes(client, geo.place, { landline_phone: null, zip_code: null })));
    expect(cleared).toMatchObject({ landline_phone: null, zip_code: null });
  });

  it('clears the landline and the postal code sent empty, as the form sends them', async () => {
    const { token, client } = await customer();
    await updated(await update(token, client.id, changes(client, geo.place, { landline_phone: '+582122345678' })));
    const cleared = await updated(await update(token, client.id, changes(client, geo.place, { landline_phone: '', zip_code: '' })));
    expect(cleared).toMatchObject({ landline_phone: null, zip_code: null });
  });

  it('accepts the name, last name, e-mail and document unchanged, or left out', async () => {
    const { token, client } = await customer();
    await updated(await update(token, client.id, changes(client, geo.place, { email: client.email.toUpperCase() })));
    await updated(
      await update(token, client.id, changes(client, geo.place, { name: undefined, last_name: undefined, email: undefined, document_id: undefined })),
    );
  });

  it('refuses a change to the name, last name, e-mail or document, in the request\u2019s language, and keeps all', async () => {
    const { token, client } = await customer();
    const tried = changes(client, geo.place, {
      name: 'Otra',
      last_name: 'Persona',
      email: 'nuevo@casillero.test',
      document_id: 'V-1',
      phone: '+584149999999',
    });
    for (const [lang, text] of [['es', 'Este dato no se puede cambiar.'], ['en', 'This field cannot be changed.']]) {
      const body = await expectError(await update(token, client.id, tried, lang), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ name: [text], last_name: [text], email: [text], document_id: [text] });
    }
    for (const [field, value] of Object.entries({ name: 'Otra', last_name: 'Persona', email: 'nuevo@casillero.test', document_id: 'V-1' })) {
      const body = await expectError(await update(token, client.id, changes(client, geo.place, { [field]: value })), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {}), field).toEqual([field]);
    }
    const me = UserResponseSchema.parse(await (await t.request('/api/users/me', { token })).json());
    expect(me.data.client).toEqual(client);
  });

  it('refuses a birth date under 18 and accepts someone 18 today', async () => {
    const { token, client } = await customer();
    const today = latestAllowedBirthDate(t.clock.now());
    const iso = (days: number) => new Date(Date.UTC(today.year, today.month - 1, today.day + days)).toISOString().slice(0, 10);
    for (const [lang, text] of [['es', 'Debes tener al menos 18 años.'], ['en', 'You must be at least 18 years old.']]) {
      const body = await expectError(await update(token, client.id, changes(client, geo.place, { birth_date: iso(1) }), lang), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ birth_date: [text] });
    }
    for (const birth_date of ['0000-01-01', '1990-02-30', '17-05-1990']) {
      const body = await expectError(await update(token, client.id, changes(client, geo.place, { birth_date })), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {}), birth_date).toEqual(['birth_date']);
    }
    // Not on 29 February: 18 years before it may be no date at all.
    if (!(today.month === 2 && today.day === 29)) {
      expect((await updated(await update(token, client.id, changes(client, geo.place, { birth_date: iso(0) })))).birth_date).toBe(iso(0));
    }
  });

  it('needs a state of the country and a city of the state', async () => {
    const { token, client } = await customer();
    const co = (await placesIn(t.db, 'CO')).place;
    const mixed = await expectError(await update(token, client.id, changes(client, { ...co, state_id: geo.place.state_id })), 'FAILED_VALIDATION');
    expect(Object.keys(mixed.errors ?? {})).toEqual(['state_id', 'city_id']);
  });

  it.each([
    ['no phone', { phone: undefined }, 'phone'],
    ['a short phone', { phone: '+5841212' }, 'phone'],
    ['a phone without its country code', { phone: '04121234567' }, 'phone'],
    ['a short landline', { landline_phone: '+58212' }, 'landline_phone'],
    ['a postal code with letters', { zip_code: '10A' }, 'zip_code'],
    ['no address', { address: '  ' }, 'address'],
    ['a number as phone', { phone: 584121234567 }, 'phone'],
    ['a number as birth date', { birth_date: 19900517 }, 'birth_date'],
    ['a number as e-mail', { email: 5 }, 'email'],
    ['a list as name', { name: ['Ana'] }, 'name'],
    ['a text id', { city_id: 'Caracas' }, 'city_id'],
    ['a huge id', { state_id: 3_000_000_000 }, 'state_id'],
    ['another type', { type: 'COMPANY' }, 'type'],
    ['a NUL character', { address: 'Calle\u0000Real' }, 'address'],
    ['a long address', { address: 'x'.repeat(ADDRESS_MAX + 1) }, 'address'],
    ['a long postal code', { zip_code: '1'.repeat(POSTAL_CODE_MAX + 1) }, 'zip_code'],
    ['a long e-mail', { email: `${'a'.repeat(250)}@x.test` }, 'email'],
  ])('answers 422 for %s', async (_, over, field) => {
    const { token, client } = await (patched ??= customer());
    const body = await expectError(await update(token, client.id, changes(client, geo.place, over), 'en'), 'FAILED_VALIDATION');
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });

  it('answers 422 for malformed bodies', async () => {
    const { token, client } = await (patched ??= customer());
    for (const body of ['', '[]', 'null', '"text"', '{"phone":', JSON.stringify({ ...changes(client, geo.place), city_id: -1 })]) {
      const res = await t.request(`/api/clients/${client.id}`, { method: 'PATCH', token, body, headers: { 'Content-Type': 'application/json' } });
      await expectError(res, 'FAILED_VALIDATION');
    }
  });

  it('answers NOT_FOUND for another customer\u2019s client, as for an unknown id, and changes nothing', async () => {
    const { token, client } = await customer();
    const other = UserResponseSchema.parse(await (await t.request('/api/users/me', { token: await t.tokenFor(OTHER) })).json()).data.client!;
    const json = changes(client, geo.place, { name: other.name, last_name: other.last_name, email: other.email, document_id: other.document_id });
    await expectSameNotFound(t, `/api/clients/${other.id}`, token, { method: 'PATCH', json });
    await expectSameNotFound(t, `/api/clients/${client.id}`, await t.tokenFor(OTHER), { method: 'PATCH', json: changes(client, geo.place) });
    await expectSameNotFound(t, `/api/clients/${client.id}`, await t.tokenFor(NO_CLIENT), { method: 'PATCH', json: changes(client, geo.place) });
    await expectError(await update(token, 99_999_999_999, changes(client, geo.place)), 'NOT_FOUND');
    const after = UserResponseSchema.parse(await (await t.request('/api/users/me', { token: await t.tokenFor(OTHER) })).json()).data.client;
    expect(after).toEqual(other);
  });

  it('answers 401 without a token', async () => {
    const { client } = await (patched ??= customer());
    await expectError(await t.request(`/api/clients/${client.id}`, { method: 'PATCH', json: changes(client, geo.place) }), 'AUTHENTICATION_EXCEPTION');
  });
});
