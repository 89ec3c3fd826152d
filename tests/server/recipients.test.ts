// GET, POST, PATCH and DELETE api/recipients: the customer's own recipients only (docs/product.md#recipients).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_MAX, DOCUMENT_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX, POSTAL_CODE_MAX } from '../../src/api/contract/limits.ts';
import { RecipientResponseSchema, RecipientsResponseSchema } from '../../src/api/contract/recipients.ts';
import { recipients } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { expectSameNotFound } from './support/ownership.ts';
import { placesIn, recipientAt, type Place } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();
let place: Place;
let foreignState: number;
beforeAll(async () => {
  ({ place, foreignState } = await placesIn(t.db));
});

const recipient = (over: Record<string, unknown> = {}) => recipientAt(place, over);

const list = async (email: string) =>
  RecipientsResponseSchema.parse(await (await t.request('/api/recipients', { token: await t.tokenFor(email) })).json()).data;

describe('GET api/recipients', () => {
  it('answers the caller\u2019s recipients with their place names in both languages', async () => {
    const data = await list(DEMO);
    expect(data).toHaveLength(3);
    const colombia = data.find((r) => r.city.name.es === 'Medellín');
    expect(colombia?.country.name).toEqual({ es: 'Colombia', en: 'Colombia' });
    expect(colombia?.state.name).toEqual({ es: 'Antioquia', en: 'Antioquia' });
    expect(colombia?.country_id).toBe(colombia?.country.id);
    const others = new Set((await list(OTHER)).map((r) => r.id));
    expect(data.some((r) => others.has(r.id))).toBe(false);
  });

  it('answers an empty list to a user with no client, and 401 without a token', async () => {
    expect(await list(NO_CLIENT)).toEqual([]);
    await expectError(await t.request('/api/recipients'), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('POST api/recipients', () => {
  it('adds a recipient and answers it with 201', async () => {
    const token = await t.tokenFor(DEMO);
    const res = await t.request('/api/recipients', { token, json: recipient({ email: 'carmen@correo.test' }) });
    expect(res.status).toBe(201);
    const { data } = RecipientResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ display_name: 'Carmen Rodríguez', email: 'carmen@correo.test', ...place });
    expect((await list(DEMO)).map((r) => r.id)).toContain(data.id);
  });

  it('needs a state of the country and a city of the state', async () => {
    const token = await t.tokenFor(DEMO);
    const res = await t.request('/api/recipients', { token, json: recipient({ state_id: foreignState }), lang: 'en' });
    const body = await expectError(res, 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ state_id: ['The selected value is not valid.'], city_id: ['The selected value is not valid.'] });
  });

  it('takes an empty e-mail or landline, or one of blanks, as left out, and stores null', async () => {
    const token = await t.tokenFor(DEMO);
    for (const blank of ['', '   ']) {
      const res = await t.request('/api/recipients', { token, json: recipient({ email: blank, landline_phone: blank }) });
      expect(res.status).toBe(201);
      const { data } = RecipientResponseSchema.parse(await res.json());
      expect(data).toMatchObject({ email: null, landline_phone: null });
      const [row] = await t.db.select().from(recipients).where(eq(recipients.id, data.id));
      expect(row).toMatchObject({ email: null, landline_phone: null });
    }
  });

  it.each([
    ['name', 'x'.repeat(NAME_MAX + 1), NAME_MAX],
    ['last_name', 'x'.repeat(NAME_MAX + 1), NAME_MAX],
    ['document_id', 'x'.repeat(DOCUMENT_MAX + 1), DOCUMENT_MAX],
    ['email', `${'a'.repeat(EMAIL_MAX)}@correo.test`, EMAIL_MAX],
    ['phone', `+58${'4'.repeat(PHONE_MAX)}`, PHONE_MAX],
    ['landline_phone', `+58${'2'.repeat(PHONE_MAX)}`, PHONE_MAX],
    ['address', 'x'.repeat(ADDRESS_MAX + 1), ADDRESS_MAX],
    ['address_2', 'x'.repeat(ADDRESS_MAX + 1), ADDRESS_MAX],
    ['zip_code', '1'.repeat(POSTAL_CODE_MAX + 1), POSTAL_CODE_MAX],
  ])('refuses a %s longer than its limit, in the request\u2019s language, and stores nothing', async (field, value, max) => {
    const token = await t.tokenFor(DEMO);
    const before = (await list(DEMO)).length;
    for (const [lang, text] of [['en', `Must be at most ${max} characters.`], ['es', `Debe tener como máximo ${max} caracteres.`]]) {
      const body = await expectError(await t.request('/api/recipients', { token, json: recipient({ [field]: value }), lang }), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect(body.errors?.[field]).toContain(text);
    }
    expect(await list(DEMO)).toHaveLength(before);
  });

  it('takes every text at its limit', async () => {
    const longest = {
      name: 'N'.repeat(NAME_MAX),
      last_name: 'L'.repeat(NAME_MAX),
      document_id: 'D'.repeat(DOCUMENT_MAX),
      address: 'A'.repeat(ADDRESS_MAX),
      address_2: 'B'.repeat(ADDRESS_MAX),
      zip_code: '1'.repeat(POSTAL_CODE_MAX),
    };
    const res = await t.request('/api/recipients', { token: await t.tokenFor(DEMO), json: recipient(longest) });
    expect(res.status).toBe(201);
    expect(RecipientResponseSchema.parse(await res.json()).data).toMatchObject(longest);
  });

  it('refuses a user with no client', async () => {
    const res = await t.request('/api/recipients', { token: await t.tokenFor(NO_CLIENT), json: recipient() });
    expect((await expectError(res, 'FAILED_VALIDATION')).errors).toHaveProperty('body');
  });

  it.each([
    ['a zip code with letters', { zip_code: '10A' }, 'zip_code'],
    ['an invalid e-mail', { email: 'carmen' }, 'email'],
    ['no second address line', { address_2: '' }, 'address_2'],
    ['a huge id', { country_id: 1e12 }, 'country_id'],
    ['a NUL character', { address: 'Calle\u0000Real' }, 'address'],
    ['broken JSON', '{"name":', 'body'],
    ['an array', '[]', 'body'],
  ])('answers 422 for %s', async (_, sent, field) => {
    const body = typeof sent === 'string' ? sent : JSON.stringify(recipient(sent));
    const res = await t.request('/api/recipients', {
      method: 'POST', token: await t.tokenFor(DEMO), body, headers: { 'Content-Type': 'application/json' },
    });
    expect((await expectError(res, 'FAILED_VALIDATION')).errors).toHaveProperty(field);
  });
});

describe('PATCH api/recipients/{id}', () => {
  const added = async (token: string) =>
    RecipientResponseSchema.parse(await (await t.request('/api/recipients', { token, json: recipient() })).json()).data;
  const edit = async (id: number, json: unknown, token: string, lang = 'en') =>
    t.request(`/api/recipients/${id}`, { method: 'PATCH', token, json, lang });

  it('changes the caller\u2019s recipient with the rules of adding one, and answers it', async () => {
    const token = await t.tokenFor(DEMO);
    const { id } = await added(token);
    const res = await edit(id, recipient({ name: 'Carmen Luisa', phone: '+584241112233', email: 'carmen@correo.test', address_2: 'Piso 5' }), token);
    expect(res.status).toBe(200);
    const { data } = RecipientResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ id, display_name: 'Carmen Luisa Rodríguez', phone: '+584241112233', email: 'carmen@correo.test', address_2: 'Piso 5' });
    expect((await list(DEMO)).find((r) => r.id === id)).toEqual(data);
    // A blank optional field is left out, as when adding.
    const cleared = RecipientResponseSchema.parse(await (await edit(id, recipient({ email: ' ' }), token)).json()).data;
    expect(cleared.email).toBeNull();
  });

  it('refuses what adding refuses, field by field, and changes nothing', async () => {
    const token = await t.tokenFor(DEMO);
    const { id } = await added(token);
    const before = (await list(DEMO)).find((r) => r.id === id);
    const place = await expectError(await edit(id, recipient({ state_id: foreignState }), token), 'FAILED_VALIDATION');
    expect(Object.keys(place.errors ?? {}).sort()).toEqual(['city_id', 'state_id']);
    const fields = await expectError(await edit(id, recipient({ address_2: '', zip_code: '10A', name: 'x'.repeat(NAME_MAX + 1) }), token, 'es'), 'FAILED_VALIDATION');
    expect(Object.keys(fields.errors ?? {}).sort()).toEqual(['address_2', 'name', 'zip_code']);
    expect((await list(DEMO)).find((r) => r.id === id)).toEqual(before);
  });

  it('answers NOT_FOUND for another customer\u2019s recipient, a deleted one, or without a profile; 401 without a token', async () => {
    const [theirs] = await list(OTHER);
    const token = await t.tokenFor(DEMO);
    await expectSameNotFound(t, `/api/recipients/${theirs!.id}`, token, { method: 'PATCH', json: recipient() });
    expect((await list(OTHER)).find((r) => r.id === theirs!.id)).toEqual(theirs);
    const { id } = await added(token);
    expect((await t.request(`/api/recipients/${id}`, { method: 'DELETE', token })).status).toBe(204);
    await expectError(await edit(id, recipient(), token), 'NOT_FOUND');
    await expectError(await edit(theirs!.id, recipient(), await t.tokenFor(NO_CLIENT)), 'NOT_FOUND');
    await expectError(await t.request(`/api/recipients/${theirs!.id}`, { method: 'PATCH', json: recipient() }), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('DELETE api/recipients/{id}', () => {
  it('hides the caller\u2019s recipient (204), then answers NOT_FOUND for it', async () => {
    const token = await t.tokenFor(DEMO);
    const { data } = RecipientResponseSchema.parse(await (await t.request('/api/recipients', { token, json: recipient() })).json());
    const res = await t.request(`/api/recipients/${data.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await list(DEMO)).map((r) => r.id)).not.toContain(data.id);
    await expectError(await t.request(`/api/recipients/${data.id}`, { method: 'DELETE', token }), 'NOT_FOUND');
  });

  it('answers NOT_FOUND for another customer\u2019s recipient, which stays', async () => {
    const [theirs] = await list(OTHER);
    const token = await t.tokenFor(DEMO);
    await expectError(await t.request(`/api/recipients/${theirs!.id}`, { method: 'DELETE', token }), 'NOT_FOUND');
    expect((await list(OTHER)).map((r) => r.id)).toContain(theirs!.id);
    await expectError(await t.request('/api/recipients/99999999999', { method: 'DELETE', token }), 'NOT_FOUND');
    await expectError(await t.request(`/api/recipients/${theirs!.id}`, { method: 'DELETE', token: await t.tokenFor(NO_CLIENT) }), 'NOT_FOUND');
  });

  it('answers another customer the very NOT_FOUND of a missing id, and 401 without a token', async () => {
    const [theirs] = await list(OTHER);
    await expectSameNotFound(t, `/api/recipients/${theirs!.id}`, await t.tokenFor(DEMO), { method: 'DELETE' });
    await expectError(await t.request(`/api/recipients/${theirs!.id}`, { method: 'DELETE' }), 'AUTHENTICATION_EXCEPTION');
    expect((await list(OTHER)).map((r) => r.id)).toContain(theirs!.id);
  });
});
