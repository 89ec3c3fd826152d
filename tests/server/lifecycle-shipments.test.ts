// A shipment's status as the warehouse reports it (docs/product.md#lifecycles): every report from
// every status moves it, repeats it or is refused with where it stands and what it may become; a
// move tells the customer once and carries the packages along; the same status again adds a note at
// most, and tells no one.
import { beforeAll, describe, expect, it } from 'vitest';
import { SharedTrackingResponseSchema, ShipmentShareResponseSchema } from '../../src/api/contract/shared-tracking.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { WAREHOUSE_SHIPMENT_STATUSES } from '../../src/api/contract/warehouse.ts';
import { useLifecycleApp } from './support/shipments.ts';

const app = useLifecycleApp('warehouse-key-lifecycle-shipments');
const { report, result, refusal } = app;

const ROAD = ['IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY'] as const;
/** What each status may become on a report (docs/product.md#lifecycles); a status reported again is no move. */
const ALLOWED: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  REQUESTED: ['PENDING', 'CANCELLED'],
  PENDING: ['RECEIVED', ...ROAD, 'NEVER_ARRIVED', 'CANCELLED'],
  RECEIVED: [...ROAD, 'NEVER_ARRIVED'],
  IN_TRANSIT: ['IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NEVER_ARRIVED'],
  IN_CUSTOMS: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NEVER_ARRIVED'],
  OUT_FOR_DELIVERY: ['IN_TRANSIT', 'IN_CUSTOMS', 'DELIVERED', 'NEVER_ARRIVED'],
  DELIVERED: [],
  NEVER_ARRIVED: [],
  CANCELLED: [],
};
const STATUSES = Object.keys(ALLOWED) as ShipmentStatus[];

type Case = { from: ShipmentStatus; to: ShipmentStatus; expected: 'MOVED' | 'UNCHANGED' | 'REFUSED' };
const CASES: Case[] = STATUSES.flatMap((from) =>
  WAREHOUSE_SHIPMENT_STATUSES.map((to) => ({
    from,
    to,
    expected: ALLOWED[from].includes(to) ? ('MOVED' as const) : to === from ? ('UNCHANGED' as const) : ('REFUSED' as const),
  })),
);

describe('every report from every status', () => {
  /** A shipment of its own per case, straight in the database: in `from`, without packages or invoice. */
  const shipmentOf = new Map<Case, number>();
  beforeAll(async () => {
    const ids = await app.inserted(CASES.map((c) => c.from));
    CASES.forEach((c, i) => shipmentOf.set(c, ids[i]!));
  });

  it.each(CASES)('$from, reported $to: $expected', async (c) => {
    const id = shipmentOf.get(c)!;
    const before = await app.logs(id);
    const res = await report(id, c.to);
    if (c.expected === 'REFUSED') {
      const body = await refusal(res);
      expect(body.current).toBe(c.from);
      expect([...(body.allowed ?? [])].sort()).toEqual([...ALLOWED[c.from]].sort());
    } else if (c.expected === 'UNCHANGED') {
      // The same status again, without a note: nothing to record.
      expect(await result(res, 200)).toMatchObject({ shipment_id: id, status: c.from, outcome: 'UNCHANGED', event: { status: c.from } });
    } else {
      expect(await result(res, 201)).toMatchObject({ shipment_id: id, status: c.to, outcome: 'MOVED', event: { status: c.to, note: null, correction_reason: null } });
    }
    const now = c.expected === 'MOVED' ? c.to : c.from;
    expect((await app.shipment(id)).status).toBe(now);
    const after = await app.logs(id);
    expect(after).toEqual(c.expected === 'MOVED' ? [...before, expect.objectContaining({ key: c.to, note: null, corrected: false })] : before);
  });

  it('told the customer of each move once, and of nothing else', async () => {
    const all = await app.allNotices();
    for (const c of CASES) {
      const notices = all.filter((n) => n.shipment?.id === shipmentOf.get(c));
      const expected = c.expected === 'MOVED' ? [{ kind: 'SHIPMENT_STATUS', status: c.to, corrected: false }] : [];
      expect(notices.map(({ kind, status, corrected }) => ({ kind, status, corrected })), `${c.from} → ${c.to}`).toEqual(expected);
    }
  });
});

describe('the same status again', () => {
  it('without a note is 200 and changes nothing; with one it is a line the customer reads, without a notice', async () => {
    const { id } = await app.shipmentIn('IN_TRANSIT');
    const logs = await app.logs(id);
    const notices = await app.notices(id);

    expect(await result(await report(id, 'IN_TRANSIT'), 200)).toMatchObject({ status: 'IN_TRANSIT', outcome: 'UNCHANGED' });
    expect(await app.logs(id)).toEqual(logs);

    const noted = await result(await report(id, 'IN_TRANSIT', { note: 'Demorado por el clima en Miami' }), 201);
    expect(noted).toMatchObject({ status: 'IN_TRANSIT', outcome: 'NOTED', event: { status: 'IN_TRANSIT', note: 'Demorado por el clima en Miami' } });
    expect(await app.logs(id)).toEqual([...logs, expect.objectContaining({ key: 'IN_TRANSIT', note: 'Demorado por el clima en Miami', corrected: false })]);
    expect(await app.notices(id)).toEqual(notices);
    expect((await app.shipment(id)).status).toBe('IN_TRANSIT');
  });

  it('on a final status, with a note, is a line too', async () => {
    const { id } = await app.shipmentIn('DELIVERED');
    const notices = await app.notices(id);
    expect(await result(await report(id, 'DELIVERED', { note: 'Recibido por la conserje' }), 201)).toMatchObject({ status: 'DELIVERED', outcome: 'NOTED' });
    expect((await app.logs(id)).at(-1)).toMatchObject({ key: 'DELIVERED', note: 'Recibido por la conserje' });
    expect(await app.notices(id)).toEqual(notices);
  });
});

describe('a move', () => {
  it('carries its note to the timeline and to the notice', async () => {
    const { id } = await app.shipmentIn('IN_TRANSIT');
    expect(await result(await report(id, 'IN_CUSTOMS', { note: 'Retenido para inspección' }))).toMatchObject({ outcome: 'MOVED', event: { note: 'Retenido para inspección' } });
    expect((await app.logs(id)).at(-1)).toMatchObject({ key: 'IN_CUSTOMS', note: 'Retenido para inspección', corrected: false });
    const [newest] = await app.notices(id);
    expect(newest).toMatchObject({ kind: 'SHIPMENT_STATUS', status: 'IN_CUSTOMS', note: 'Retenido para inspección', corrected: false });
  });

  it('takes the packages along: in preparation once taken, shipped on the road, delivered with it, stored free no more', async () => {
    const { id, packages } = await app.shipmentIn('REQUESTED', { packages: 2 });
    const statuses = async () => Promise.all(packages.map(async (p) => app.pkg(p)));
    // Requested: still in the warehouse, counting free days, but taken by the request.
    for (const p of await statuses()) expect(p).toMatchObject({ status: 'IN_WAREHOUSE', shipment: { id }, shippable: false, free_until: expect.any(String) });
    const steps: [ShipmentStatus, string][] = [['PENDING', 'IN_PREPARATION'], ['RECEIVED', 'IN_PREPARATION'], ['IN_TRANSIT', 'SHIPPED'], ['OUT_FOR_DELIVERY', 'SHIPPED'], ['DELIVERED', 'DELIVERED']];
    for (const [status, packageStatus] of steps) {
      await result(await report(id, status));
      for (const p of await statuses()) expect(p, status).toMatchObject({ status: packageStatus, shipment: { id }, shippable: false, free_until: null });
    }
    expect((await app.shippable()).filter((p) => packages.includes(p))).toEqual([]);
  });

  it('lost: its packages never arrived either', async () => {
    const { id, packages } = await app.shipmentIn('RECEIVED');
    await result(await report(id, 'NEVER_ARRIVED'));
    expect(await app.pkg(packages[0]!)).toMatchObject({ status: 'NEVER_ARRIVED', shipment: { id } });
  });

  it('refused, leaves the status, the timeline, the packages and the notices as they were', async () => {
    const { id, packages } = await app.shipmentIn('RECEIVED');
    const before = { shipment: await app.shipment(id), logs: await app.logs(id), pkg: await app.pkg(packages[0]!), notices: await app.notices(id) };
    for (const status of ['PENDING', 'CANCELLED', 'DELIVERED']) {
      const body = await refusal(await report(id, status, { note: 'No aplica' }));
      expect(body).toMatchObject({ current: 'RECEIVED' });
    }
    expect({ shipment: await app.shipment(id), logs: await app.logs(id), pkg: await app.pkg(packages[0]!), notices: await app.notices(id) }).toEqual(before);
  });

  it('of a shipment that does not exist is NOT_FOUND', async () => {
    const res = await report(2_147_483_647, 'PENDING');
    expect(res.status).toBe(404);
  });
});

describe('the shared tracking page', () => {
  it('shows the statuses and their dates, never the company’s notes', async () => {
    const { id } = await app.shipmentIn('PENDING');
    await result(await report(id, 'IN_TRANSIT', { note: 'Nota solo para el cliente' }));
    const shared = await app.asCustomer(`/api/shipments/${id}/share`, { method: 'POST' });
    const { url } = ShipmentShareResponseSchema.parse(await shared.json()).data;
    const res = await app.t.request(`/api/track/${url.slice(url.lastIndexOf('/') + 1)}`, { lang: 'en' });
    const body: unknown = await res.json();
    const { data } = SharedTrackingResponseSchema.parse(body);
    expect(data.events.map((e) => e.key)).toEqual(['REQUESTED', 'PENDING', 'IN_TRANSIT']);
    for (const event of data.events) expect(Object.keys(event).sort()).toEqual(['created_at', 'key', 'keyLabel']);
    expect(JSON.stringify(body)).not.toContain('Nota solo para el cliente');
  });
});
