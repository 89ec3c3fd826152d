// GET api/search?q=: the caller's packages, pre-alerts and shipments whose tracking contains q.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SearchResponseSchema } from '../../src/api/contract/search.ts';
import { packages, preAlerts, recipients, shipments } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();

async function search(q: string, email = DEMO) {
  const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`, { token: await t.tokenFor(email) });
  expect(res.status, q).toBe(200);
  return SearchResponseSchema.parse(await res.json()).data;
}

const trackings = (rows: { tracking: string }[]) => rows.map((r) => r.tracking);

describe('GET api/search: hits', () => {
  it('finds a package by part of its tracking, in any case, with spaces around', async () => {
    const [pkg] = await t.db.select().from(packages).where(eq(packages.client_id, await clientIdOf(t.db, DEMO))).limit(1);
    const part = pkg!.tracking.slice(2, 10);
    const found = await search(`  ${part.toLowerCase()} `);
    expect(trackings(found.packages)).toContain(pkg!.tracking);
    expect(found.packages.every((p) => p.tracking.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  });

  it('searches without the spaces of q, as tracking numbers are stored (docs/product.md#search)', async () => {
    const [pkg] = await t.db.select().from(packages).where(eq(packages.client_id, await clientIdOf(t.db, DEMO))).limit(1);
    const spaced = pkg!.tracking.replace(/(.{4})/g, '$1 ');
    expect(trackings((await search(spaced)).packages)).toContain(pkg!.tracking);
  });

  it('finds a pre-alert and a shipment by their whole tracking', async () => {
    const clientId = await clientIdOf(t.db, DEMO);
    const [pre] = await t.db.select().from(preAlerts).where(eq(preAlerts.client_id, clientId)).limit(1);
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.client_id, clientId)).limit(1);
    expect(trackings((await search(pre!.tracking)).pre_alerts)).toContain(pre!.tracking);
    const byShipment = await search(shipment!.tracking);
    expect(byShipment.shipments.map((s) => s.id)).toEqual([shipment!.id]);
    const [recipient] = await t.db.select().from(recipients).where(eq(recipients.id, shipment!.recipient_id));
    expect(byShipment.shipments[0]!.recipient.display_name).toBe(`${recipient!.name} ${recipient!.last_name}`);
  });

  it('answers at most 10 of each kind, newest first', async () => {
    const clientId = await clientIdOf(t.db, DEMO);
    const own = await t.db.select().from(shipments).where(eq(shipments.client_id, clientId)).orderBy(desc(shipments.created_at), desc(shipments.id));
    expect(own.length).toBeGreaterThan(10);
    const found = await search('cas-');
    expect(found.shipments.map((s) => s.id)).toEqual(own.slice(0, 10).map((s) => s.id));
    const wide = await search('1');
    expect(wide.packages.length).toBeLessThanOrEqual(10);
    expect(wide.pre_alerts.length).toBeLessThanOrEqual(10);
  });
});

describe('GET api/search: misses', () => {
  it('never finds another customer’s records, even by their exact tracking', async () => {
    const otherId = await clientIdOf(t.db, OTHER);
    const [pkg] = await t.db.select().from(packages).where(eq(packages.client_id, otherId)).limit(1);
    const [pre] = await t.db.select().from(preAlerts).where(eq(preAlerts.client_id, otherId)).limit(1);
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.client_id, otherId)).limit(1);
    const demoTrackings = new Set(trackings(await t.db.select().from(packages).where(eq(packages.client_id, await clientIdOf(t.db, DEMO)))));
    if (!demoTrackings.has(pkg!.tracking)) expect((await search(pkg!.tracking)).packages).toEqual([]);
    expect((await search(pre!.tracking)).pre_alerts).toEqual([]);
    expect((await search(shipment!.tracking)).shipments).toEqual([]);
    expect(trackings((await search(shipment!.tracking, OTHER)).shipments)).toEqual([shipment!.tracking]);
  });

  it('takes LIKE wildcards literally and answers nothing for an unknown tracking', async () => {
    for (const q of ['%', '_', '\\', 'NO-SUCH-TRACKING-42']) {
      expect(await search(q), q).toEqual({ packages: [], pre_alerts: [], shipments: [] });
    }
  });

  it('answers empty lists to a user without a client', async () => {
    expect(await search('1', NO_CLIENT)).toEqual({ packages: [], pre_alerts: [], shipments: [] });
  });
});

describe('GET api/search: the query refused', () => {
  it('answers FAILED_VALIDATION on q when it is missing, blank, over 100 characters or holds a NUL', async () => {
    const token = await t.tokenFor(DEMO);
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`, '?q=ab%00cd']) {
      const body = await expectError(await t.request(`/api/search${query}`, { token, lang: 'en' }), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {}), query).toEqual(['q']);
    }
    expect((await t.request(`/api/search?q=${'a'.repeat(100)}`, { token })).status).toBe(200);
  });

  it('needs a token', async () => {
    await expectError(await t.request('/api/search?q=1'), 'AUTHENTICATION_EXCEPTION');
  });
});
