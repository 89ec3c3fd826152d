// At most RECIPIENTS_MAX recipients per customer, also when the last places are raced for.
import { beforeAll, expect, it } from 'vitest';
import { RECIPIENTS_MAX } from '../../src/api/contract/limits.ts';
import { RecipientResponseSchema, RecipientsResponseSchema } from '../../src/api/contract/recipients.ts';
import { expectError } from './support/errors.ts';
import { placesIn, recipientAt, type Place } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, OTHER } from './support/users.ts';

const t = useTestApp();
let place: Place;
beforeAll(async () => {
  ({ place } = await placesIn(t.db));
});

const add = async (email: string, lang?: string) =>
  t.request('/api/recipients', { token: await t.tokenFor(email), json: recipientAt(place), lang });
const count = async (email: string) =>
  RecipientsResponseSchema.parse(await (await t.request('/api/recipients', { token: await t.tokenFor(email) })).json()).data.length;

it('refuses the recipient past the cap, in the request\u2019s language, even when the last places are raced for', async () => {
  while ((await count(DEMO)) < RECIPIENTS_MAX - 2) expect((await add(DEMO)).status).toBe(201);
  // Five at once for the last two places: two get them.
  const raced = await Promise.all(Array.from({ length: 5 }, () => add(DEMO)));
  expect(raced.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422]);
  expect(await count(DEMO)).toBe(RECIPIENTS_MAX);

  for (const [lang, text] of [
    ['en', `You can have at most ${RECIPIENTS_MAX} recipients. Delete one you no longer use to add another.`],
    ['es', `Puedes tener como máximo ${RECIPIENTS_MAX} destinatarios. Elimina uno que ya no uses para agregar otro.`],
  ]) {
    const body = await expectError(await add(DEMO, lang), 'FAILED_VALIDATION');
    expect(body).toMatchObject({ message: text, errors: { body: [text] } });
  }
  // Another customer's recipients are theirs to count.
  expect((await add(OTHER)).status).toBe(201);
});

it('counts no deleted recipient: deleting one makes room for another', async () => {
  expect(await count(DEMO)).toBe(RECIPIENTS_MAX);
  const { data } = RecipientsResponseSchema.parse(await (await t.request('/api/recipients', { token: await t.tokenFor(DEMO) })).json());
  const res = await t.request(`/api/recipients/${data[0]!.id}`, { method: 'DELETE', token: await t.tokenFor(DEMO) });
  expect(res.status).toBe(204);
  const again = await add(DEMO);
  expect(again.status).toBe(201);
  RecipientResponseSchema.parse(await again.json());
  await expectError(await add(DEMO), 'FAILED_VALIDATION');
});
