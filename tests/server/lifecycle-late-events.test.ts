// When a scan happened (docs/product.md#lifecycles): `occurred_at`, never more than 5 minutes ahead
// of the server's clock nor before the shipment was requested. A scan older than the latest line (a
// scanner's queue replayed after an outage) is recorded where it happened, moves nothing and tells
// no one; it is refused when the status of its moment would not have allowed it.
import { describe, expect, it } from 'vitest';
import { OCCURRED_AT_AHEAD_MAX_MINUTES } from '../../src/api/contract/warehouse.ts';
import { expectError } from './support/errors.ts';
import { useLifecycleApp } from './support/shipments.ts';

const app = useLifecycleApp('warehouse-key-lifecycle-late');
const { report, result, refusal } = app;

const MINUTE = 60_000;
const minutesFromNow = (minutes: number) => new Date(app.t.clock.now().getTime() + minutes * MINUTE).toISOString();
const between = (a: string, b: string) => new Date((Date.parse(a) + Date.parse(b)) / 2).toISOString();

/** A shipment taken to IN_TRANSIT ten minutes a step; when it was requested, and when each report's line happened. */
async function inTransit(steps: string[] = ['PENDING', 'IN_TRANSIT']) {
  const made = await app.shipmentIn('REQUESTED');
  for (const status of steps) {
    app.t.clock.advance(10);
    await result(await report(made.id, status));
  }
  app.t.clock.advance(10);
  const at: Record<string, string> = Object.fromEntries((await app.logs(made.id)).map((line) => [line.key, line.created_at]));
  at.REQUESTED = (await app.shipment(made.id)).created_at;
  return { ...made, at };
}

/** What the customer sees of the shipment: none of it may move on a late scan. */
const seen = async (id: number, packageId: number) => ({
  status: (await app.shipment(id)).status,
  pkg: await app.pkg(packageId),
  notices: await app.notices(id),
});

describe('occurred_at', () => {
  it('of the request’s own line is when the customer requested the shipment', async () => {
    app.t.clock.advance(60);
    const { id } = await app.shipmentIn('REQUESTED');
    const [requested] = await app.logs(id);
    expect(requested).toMatchObject({ key: 'REQUESTED' });
    expect(Date.parse(requested!.created_at)).toBe(Date.parse((await app.shipment(id)).created_at));
  });

  it(`is refused more than ${OCCURRED_AT_AHEAD_MAX_MINUTES} minutes ahead, before the request, or not an instant; nothing recorded`, async () => {
    const { id, at } = await inTransit();
    const logs = await app.logs(id);
    const refused = [minutesFromNow(OCCURRED_AT_AHEAD_MAX_MINUTES + 1), new Date(Date.parse(at.REQUESTED!) - MINUTE).toISOString(), 'yesterday', '2026-01-01T10:00:00'];
    for (const occurred_at of refused) {
      const { errors } = await expectError(await report(id, 'IN_CUSTOMS', { occurred_at }), 'FAILED_VALIDATION');
      expect(Object.keys(errors ?? {}), occurred_at).toEqual(['occurred_at']);
    }
    expect(await app.logs(id)).toEqual(logs);
  });

  it('a little ahead (a scanner’s clock drifts) is taken as it came', async () => {
    const { id } = await inTransit();
    const occurred_at = minutesFromNow(OCCURRED_AT_AHEAD_MAX_MINUTES - 1);
    const done = await result(await report(id, 'IN_CUSTOMS', { occurred_at }));
    expect(done).toMatchObject({ status: 'IN_CUSTOMS', outcome: 'MOVED', event: { status: 'IN_CUSTOMS' } });
    expect(Date.parse(done.event!.occurred_at)).toBe(Date.parse(occurred_at));
  });

  it('after the latest line, in the past, moves as usual, dated when it happened', async () => {
    const { id, packages } = await inTransit(['PENDING']);
    const occurred_at = minutesFromNow(-2);
    const done = await result(await report(id, 'IN_TRANSIT', { occurred_at }));
    expect(done).toMatchObject({ status: 'IN_TRANSIT', outcome: 'MOVED' });
    expect(Date.parse(done.event!.recorded_at)).toBeGreaterThan(Date.parse(done.event!.occurred_at));
    const last = (await app.logs(id)).at(-1)!;
    expect(last.key).toBe('IN_TRANSIT');
    expect(Date.parse(last.created_at)).toBe(Date.parse(occurred_at));
    expect((await app.pkg(packages[0]!)).status).toBe('SHIPPED');
    expect((await app.notices(id))[0]).toMatchObject({ kind: 'SHIPMENT_STATUS', status: 'IN_TRANSIT' });
  });
});

describe('a late scan', () => {
  it('is recorded where it happened (LATE), and moves nothing: status, packages, notices', async () => {
    const { id, packages, at } = await inTransit();
    const before = await seen(id, packages[0]!);
    const occurred_at = between(at.PENDING!, at.IN_TRANSIT!);

    const done = await result(await report(id, 'RECEIVED', { occurred_at }));
    expect(done).toMatchObject({ shipment_id: id, status: 'IN_TRANSIT', outcome: 'LATE', event: { status: 'RECEIVED' } });
    expect(Date.parse(done.event!.occurred_at)).toBe(Date.parse(occurred_at));

    const logs = await app.logs(id);
    expect(logs.map((l) => l.key)).toEqual(['REQUESTED', 'PENDING', 'RECEIVED', 'IN_TRANSIT']);
    expect(Date.parse(logs[2]!.created_at)).toBe(Date.parse(occurred_at));
    expect(await seen(id, packages[0]!)).toEqual(before);
  });

  it('is refused when the status of its moment would not allow it; nothing recorded', async () => {
    const { id, at } = await inTransit();
    const logs = await app.logs(id);
    // Delivered while it was still PENDING; in transit while it was still REQUESTED.
    await refusal(await report(id, 'DELIVERED', { occurred_at: between(at.PENDING!, at.IN_TRANSIT!) }));
    await refusal(await report(id, 'IN_TRANSIT', { occurred_at: between(at.REQUESTED!, at.PENDING!) }));
    expect(await app.logs(id)).toEqual(logs);
    expect((await app.shipment(id)).status).toBe('IN_TRANSIT');
  });

  it('of the status of its moment: a line with its note; without a note, nothing (200)', async () => {
    const { id, packages, at } = await inTransit();
    const before = await seen(id, packages[0]!);
    const occurred_at = between(at.PENDING!, at.IN_TRANSIT!);

    expect(await result(await report(id, 'PENDING', { occurred_at }), 200)).toMatchObject({ status: 'IN_TRANSIT', outcome: 'UNCHANGED' });
    expect((await app.logs(id)).map((l) => l.key)).toEqual(['REQUESTED', 'PENDING', 'IN_TRANSIT']);

    const noted = await result(await report(id, 'PENDING', { occurred_at, note: 'Pesado y medido' }));
    expect(noted).toMatchObject({ status: 'IN_TRANSIT', outcome: 'LATE', event: { status: 'PENDING', note: 'Pesado y medido' } });
    expect((await app.logs(id)).map((l) => [l.key, l.note])).toEqual([['REQUESTED', null], ['PENDING', null], ['PENDING', 'Pesado y medido'], ['IN_TRANSIT', null]]);
    expect(await seen(id, packages[0]!)).toEqual(before);
  });

  it('on a delivered shipment takes its place, and the shipment stays delivered', async () => {
    const { id, packages, at } = await inTransit(['PENDING', 'IN_TRANSIT', 'DELIVERED']);
    const before = await seen(id, packages[0]!);
    expect(await result(await report(id, 'OUT_FOR_DELIVERY', { occurred_at: between(at.IN_TRANSIT!, at.DELIVERED!) }))).toMatchObject({ status: 'DELIVERED', outcome: 'LATE' });
    expect((await app.logs(id)).map((l) => l.key)).toEqual(['REQUESTED', 'PENDING', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(await seen(id, packages[0]!)).toEqual(before);
  });

  it('refuses a late final status: a CANCELLED in the past of a shipment that moved on frees nothing, voids nothing', async () => {
    const { id, packages, at } = await inTransit();
    const invoice = await app.issueInvoice(id, 30);
    const before = { ...(await seen(id, packages[0]!)), invoice: await app.invoice(invoice.id) };
    // The shipment went on after it: a final status cannot lie in its past (docs/product.md#lifecycles).
    const refused = await expectError(await report(id, 'CANCELLED', { occurred_at: between(at.REQUESTED!, at.PENDING!) }), 'INVALID_TRANSITION');
    expect(refused).toMatchObject({ current: 'REQUESTED', allowed: ['PENDING', 'CANCELLED'] });
    expect({ ...(await seen(id, packages[0]!)), invoice: await app.invoice(invoice.id) }).toEqual(before);
    expect(await app.shippable()).not.toContain(packages[0]);
  });
});
