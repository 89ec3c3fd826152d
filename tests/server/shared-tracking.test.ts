// Shared tracking links (docs/product.md#shared-tracking): made and revoked by the shipment's owner,
// opened by anyone holding one, showing the tracking and its timeline and nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { UserResponseSchema } from '../../src/api/contract/auth.ts';
import {
  SHARE_TOKEN_PATTERN, SHARE_VALID_DAYS, SharedTrackingResponseSchema, SharedTrackingSchema, ShipmentShareResponseSchema,
} from '../../src/api/contract/shared-tracking.ts';
import { ShipmentLogsResponseSchema, ShipmentResponseSchema, type ShipmentDetail } from '../../src/api/contract/shipments.ts';
import { createApp } from '../../server/app.ts';
import { shipmentEvents, shipments, shipmentShares } from '../../server/db/schema.ts';
import { hashShareToken, SHARE_LINKS_ACTIVE_MAX } from '../../server/domain/shipment-shares.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, OTHER } from './support/users.ts';

const t = useTestApp();
const DAY_MINUTES = 24 * 60;

let token: string;
/** The demo customer's shipment with the longest timeline. */
let shipmentId: number;

const share = (id = shipmentId, method = 'POST') => t.request(`/api/shipments/${id}/share`, { method, token });
const track = (link: string, lang = 'en') => t.request(`/api/track/${link}`, { lang });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function makeLink(): Promise<{ url: string; expires_at: string; link: string }> {
  const res = await share();
  expect(res.status).toBe(201);
  const { data } = ShipmentShareResponseSchema.parse(await res.json());
  return { ...data, link: tokenOf(data.url) };
}

async function detail(): Promise<ShipmentDetail> {
  const res = await t.request(`/api/shipments/${shipmentId}`, { token, lang: 'en' });
  return ShipmentResponseSchema.parse(await res.json()).data;
}

beforeAll(async () => {
  token = await t.tokenFor(DEMO);
  const [longest] = await t.db
    .select({ id: shipments.id, events: count(shipmentEvents.id) })
    .from(shipments)
    .innerJoin(shipmentEvents, eq(shipmentEvents.shipment_id, shipments.id))
    .where(eq(shipments.client_id, await clientIdOf(t.db, DEMO)))
    .groupBy(shipments.id)
    .orderBy(desc(count(shipmentEvents.id)))
    .limit(1);
  shipmentId = longest!.id;
});

describe('POST api/shipments/{id}/share', () => {
  it('hands out an absolute link once, valid 30 days, and keeps only its digest', async () => {
    const before = t.clock.now().getTime();
    const { url, expires_at, link } = await makeLink();
    expect(url).toMatch(/^http:\/\/localhost\/t\/[A-Za-z0-9_-]{22}$/);
    expect(link).toMatch(SHARE_TOKEN_PATTERN);
    const validMs = new Date(expires_at).getTime() - before;
    expect(validMs).toBeGreaterThanOrEqual(SHARE_VALID_DAYS * DAY_MINUTES * 60_000);
    expect(validMs).toBeLessThan(SHARE_VALID_DAYS * DAY_MINUTES * 60_000 + 60_000);
    const [row] = await t.db.select().from(shipmentShares).where(eq(shipmentShares.token_hash, hashShareToken(link)));
    expect(row?.shipment_id).toBe(shipmentId);
    expect(JSON.stringify(await t.db.select().from(shipmentShares))).not.toContain(link);
  });

  it('answers another customer’s shipment as a missing one, POST and DELETE alike', async () => {
    const [ofOther] = await t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.client_id, await clientIdOf(t.db, OTHER))).limit(1);
    const path = `/api/shipments/${ofOther!.id}/share`;
    await expectSameNotFound(t, path, token, { method: 'POST' });
    await expectSameNotFound(t, path, token, { method: 'DELETE' });
    expect(await t.db.$count(shipmentShares, eq(shipmentShares.shipment_id, ofOther!.id))).toBe(0);
  });

  it(`refuses a link past ${SHARE_LINKS_ACTIVE_MAX} working ones, with a translated message`, async () => {
    // Another of the demo customer's shipments, so the links of the other tests are not counted.
    const [other] = await t.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.client_id, await clientIdOf(t.db, DEMO)), ne(shipments.id, shipmentId)))
      .limit(1);
    const id = other!.id;
    const expires_at = new Date(t.clock.now().getTime() + DAY_MINUTES * 60_000);
    const rows = Array.from({ length: SHARE_LINKS_ACTIVE_MAX }, (_, i) => ({ shipment_id: id, token_hash: `cap-${i}`, expires_at }));
    await t.db.insert(shipmentShares).values(rows);
    const refused = await expectError(await t.request(`/api/shipments/${id}/share`, { method: 'POST', token, lang: 'en' }), 'FAILED_VALIDATION');
    expect(refused.message).toBe(`This shipment already has ${SHARE_LINKS_ACTIVE_MAX} active links. Stop sharing it to revoke them, then make a new one.`);
    const inSpanish = await expectError(await t.request(`/api/shipments/${id}/share`, { method: 'POST', token, lang: 'es' }), 'FAILED_VALIDATION');
    expect(inSpanish.message).toContain(`${SHARE_LINKS_ACTIVE_MAX} enlaces activos`);
    // Stopping the sharing frees the room again.
    expect((await t.request(`/api/shipments/${id}/share`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.request(`/api/shipments/${id}/share`, { method: 'POST', token })).status).toBe(201);
  });
});

describe('GET api/track/{token}', () => {
  it('shows the tracking, the status, the countries and the timeline, and nothing else of the shipment', async () => {
    const own = await detail();
    const { link, expires_at } = await makeLink();
    const res = await track(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const body: unknown = await res.json();
    const { data } = SharedTrackingResponseSchema.parse(body);
    const logs = ShipmentLogsResponseSchema.parse(await (await t.request(`/api/shipments/${shipmentId}/logs`, { token, lang: 'en' })).json()).data;
    expect(data).toEqual({
      tracking: own.tracking,
      status: own.status,
      status_label: expect.any(String),
      origin_country: 'United States',
      destination_country: own.recipient.country.name.en,
      // The customer's timeline, statuses and dates only: the company's notes stay on the customer's own page.
      events: logs.map(({ created_at, key, keyLabel }) => ({ created_at, key, keyLabel })),
      expires_at,
    });
    expect(data.events.length).toBeGreaterThan(1);
    expect(Object.keys((body as { data: object }).data).sort()).toEqual(Object.keys(SharedTrackingSchema.shape).sort());

    const { data: me } = UserResponseSchema.parse(await (await t.request('/api/users/me', { token })).json());
    const r = own.recipient;
    const secrets = [
      r.name, r.last_name, r.display_name, r.document_id, r.phone, r.address, r.address_2, r.email, r.zip_code,
      me.email, me.client!.name, me.client!.last_name, me.client!.locker, me.client!.document_id, me.client!.phone, me.client!.address,
      own.delivery_address, own.invoice_name, own.payment_method, own.invoice_url, own.notes, ...own.media.map((m) => m.url),
      'price', 'cost', 'amount', 'media', 'recipient', 'invoice', 'locker',
    ].filter((value): value is string => typeof value === 'string' && value.trim().length > 2);
    const text = JSON.stringify(body);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('speaks the request’s language', async () => {
    const own = await detail();
    const { link } = await makeLink();
    const { data } = SharedTrackingResponseSchema.parse(await (await track(link, 'es')).json());
    expect(data.origin_country).toBe('Estados Unidos');
    expect(data.destination_country).toBe(own.recipient.country.name.es);
  });

  it('answers NOT_FOUND alike to a malformed or unknown token, a malformed one without asking the database for it', async () => {
    const unknown = await expectError(await track('A'.repeat(22)), 'NOT_FOUND');
    t.queries.length = 0;
    const malformed = await expectError(await track('not-a-token'), 'NOT_FOUND');
    expect(t.queries.some((query) => query.includes('shipment_shares'))).toBe(false);
    expect(malformed).toEqual(unknown);
  });

  it('keeps every link working until DELETE revokes them all; shared_until follows', async () => {
    expect((await share(shipmentId, 'DELETE')).status).toBe(204);
    expect((await detail()).shared_until).toBeNull();
    const first = await makeLink();
    const second = await makeLink();
    expect((await track(first.link)).status).toBe(200);
    expect((await track(second.link)).status).toBe(200);
    expect((await detail()).shared_until).toBe(second.expires_at);
    expect((await share(shipmentId, 'DELETE')).status).toBe(204);
    await expectError(await track(first.link), 'NOT_FOUND');
    await expectError(await track(second.link), 'NOT_FOUND');
    expect((await detail()).shared_until).toBeNull();
    // Nothing left to revoke: the same answer.
    expect((await share(shipmentId, 'DELETE')).status).toBe(204);
  });

  it('counts the calls per client address before the lookup', async () => {
    const limited = createApp({ ...t.deps, rateLimits: { TRACK_CALLS_PER_MINUTE: 1 } });
    const send = () => limited.request('/api/track/not-a-token', {}, { incoming: { socket: { remoteAddress: '203.0.113.35' } } });
    await expectError(await send(), 'NOT_FOUND');
    const refused = await send();
    await expectError(refused, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  // Last: the clock moves past every customer token's idle limit too.
  it('stops at its expiry, on the server’s clock', async () => {
    const { link } = await makeLink();
    t.clock.advance(SHARE_VALID_DAYS * DAY_MINUTES - 1);
    expect((await track(link)).status).toBe(200);
    t.clock.advance(2);
    await expectError(await track(link), 'NOT_FOUND');
  });
});
