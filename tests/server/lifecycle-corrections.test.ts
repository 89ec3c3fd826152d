// An operator's correction (docs/product.md#corrections): a shipment moved to any other status with
// a reason the company keeps; its packages follow, the customer gets one "status corrected" notice,
// and the timeline shows the corrected line in place of the lines it undid, never the reason. Away
// from CANCELLED only while its packages are still free; to CANCELLED only as a cancel may
// (docs/product.md#lifecycles); a void invoice stays void.
import { describe, expect, it } from 'vitest';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { expectError } from './support/errors.ts';
import { useLifecycleApp } from './support/shipments.ts';

const app = useLifecycleApp('warehouse-key-lifecycle-corrections');
const { correct, report, result, refusal } = app;

const REASON = 'El operador escaneó la guía equivocada';

/** Where a package stands once its shipment is corrected to each status: its status, and whether it stays tied to the shipment. */
const PACKAGE_WITH: Record<ShipmentStatus, { status: string; tied: boolean }> = {
  REQUESTED: { status: 'IN_WAREHOUSE', tied: true },
  PENDING: { status: 'IN_PREPARATION', tied: true },
  RECEIVED: { status: 'IN_PREPARATION', tied: true },
  IN_TRANSIT: { status: 'SHIPPED', tied: true },
  IN_CUSTOMS: { status: 'SHIPPED', tied: true },
  OUT_FOR_DELIVERY: { status: 'SHIPPED', tied: true },
  DELIVERED: { status: 'DELIVERED', tied: true },
  NEVER_ARRIVED: { status: 'NEVER_ARRIVED', tied: true },
  CANCELLED: { status: 'IN_WAREHOUSE', tied: false },
};
const TARGETS = (Object.keys(PACKAGE_WITH) as ShipmentStatus[]).filter((status) => status !== 'OUT_FOR_DELIVERY');

describe('POST api/warehouse/shipments/{id}/corrections', () => {
  it.each(TARGETS)('moves an out-for-delivery shipment to %s, its packages following, with one "corrected" notice', async (target) => {
    const { id, packages } = await app.shipmentIn('OUT_FOR_DELIVERY');
    const noticesBefore = await app.notices(id);

    const done = await result(await correct(id, target, REASON));
    // The warehouse reads its own reason back; the customer never does.
    expect(done).toMatchObject({ shipment_id: id, status: target, outcome: 'CORRECTED', event: { status: target, note: null, correction_reason: REASON } });
    expect((await app.shipment(id)).status).toBe(target);

    const { status, tied } = PACKAGE_WITH[target];
    const pkg = await app.pkg(packages[0]!);
    expect(pkg.status).toBe(status);
    expect(pkg.shipment?.id ?? null).toBe(tied ? id : null);
    expect(pkg.shippable).toBe(!tied);
    expect(pkg.free_until === null).toBe(status !== 'IN_WAREHOUSE');
    expect((await app.shippable()).includes(packages[0]!)).toBe(!tied);

    const notices = await app.notices(id);
    expect(notices.length).toBe(noticesBefore.length + 1);
    expect(notices[0]).toMatchObject({ kind: 'SHIPMENT_STATUS', status: target, corrected: true });
    const logs = await app.logs(id);
    expect(logs.at(-1)).toMatchObject({ key: target, corrected: true, note: null });
    expect(JSON.stringify({ notices, logs })).not.toContain(REASON);
  });

  it('refuses the status the shipment is in, and changes nothing', async () => {
    const { id } = await app.shipmentIn('IN_CUSTOMS');
    const before = { logs: await app.logs(id), notices: await app.notices(id) };
    const body = await refusal(await correct(id, 'IN_CUSTOMS', REASON));
    expect(body.current).toBe('IN_CUSTOMS');
    expect({ logs: await app.logs(id), notices: await app.notices(id) }).toEqual(before);
  });

  it('needs a reason and a known status, and a shipment that exists', async () => {
    const { id } = await app.shipmentIn('PENDING');
    for (const [json, field] of [[{ status: 'RECEIVED' }, 'reason'], [{ status: 'RECEIVED', reason: '  ' }, 'reason'], [{ status: 'LOST', reason: REASON }, 'status']] as const) {
      const { errors } = await expectError(await app.asWarehouse(`/api/warehouse/shipments/${id}/corrections`, { json }), 'FAILED_VALIDATION');
      expect(Object.keys(errors ?? {}), JSON.stringify(json)).toEqual([field]);
    }
    await expectError(await correct(2_147_483_647, 'RECEIVED'), 'NOT_FOUND');
    expect((await app.shipment(id)).status).toBe('PENDING');
  });

  it('is where the lifecycle goes on from: a delivered shipment corrected to in transit can be delivered again', async () => {
    const { id } = await app.shipmentIn('DELIVERED');
    await result(await correct(id, 'IN_TRANSIT', REASON));
    expect(await result(await report(id, 'DELIVERED'))).toMatchObject({ status: 'DELIVERED', outcome: 'MOVED' });
    // And a status it could not reach from there is still refused.
    const back = await app.shipmentIn('DELIVERED');
    await result(await correct(back.id, 'RECEIVED', REASON));
    expect((await refusal(await report(back.id, 'PENDING'))).current).toBe('RECEIVED');
  });
});

describe('the customer’s timeline', () => {
  it('shows the corrected line in place of the lines it undid: never "Delivered" then "In transit"', async () => {
    const { id } = await app.shipmentIn('DELIVERED');
    expect((await app.logs(id)).map((l) => l.key)).toEqual(['REQUESTED', 'PENDING', 'IN_TRANSIT', 'DELIVERED']);
    await result(await correct(id, 'IN_TRANSIT', REASON));
    const logs = await app.logs(id);
    expect(logs.map((l) => [l.key, l.corrected])).toEqual([['REQUESTED', false], ['PENDING', false], ['IN_TRANSIT', true]]);
  });

  it('no longer shows the status a correction undid for its sibling: delivered corrected to never arrived', async () => {
    const { id } = await app.shipmentIn('DELIVERED');
    await result(await correct(id, 'NEVER_ARRIVED', REASON));
    const keys = (await app.logs(id)).map((l) => l.key);
    expect(keys.at(-1)).toBe('NEVER_ARRIVED');
    expect(keys).not.toContain('DELIVERED');
  });

  it('no longer shows a road status a correction undid: in customs corrected to in transit', async () => {
    const { id } = await app.shipmentIn('IN_CUSTOMS');
    await result(await correct(id, 'IN_TRANSIT', REASON));
    const logs = await app.logs(id);
    expect(logs.at(-1)).toMatchObject({ key: 'IN_TRANSIT', corrected: true });
    expect(logs.map((l) => l.key)).not.toContain('IN_CUSTOMS');
  });

  it('keeps the lines before it, and the reports after it, in order', async () => {
    const { id } = await app.shipmentIn('RECEIVED');
    await result(await correct(id, 'PENDING', REASON));
    await result(await report(id, 'IN_TRANSIT', { note: 'Salió en el vuelo de la tarde' }));
    expect((await app.logs(id)).map((l) => [l.key, l.corrected, l.note])).toEqual([
      ['REQUESTED', false, null],
      ['PENDING', true, null],
      ['IN_TRANSIT', false, 'Salió en el vuelo de la tarde'],
    ]);
  });
});

describe('away from CANCELLED', () => {
  it('takes the packages back while they are free: tied to it again, not shippable', async () => {
    const { id, packages } = await app.shipmentIn('PENDING', { packages: 2 });
    await result(await report(id, 'CANCELLED'));
    expect((await app.shippable()).filter((p) => packages.includes(p)).sort()).toEqual([...packages].sort());

    await result(await correct(id, 'PENDING', REASON));
    for (const p of packages) expect(await app.pkg(p)).toMatchObject({ status: 'IN_PREPARATION', shipment: { id }, shippable: false, free_until: null });
    expect((await app.shippable()).filter((p) => packages.includes(p))).toEqual([]);
  });

  it('is refused once one of its packages joined another shipment, and changes nothing', async () => {
    const { id, packages } = await app.shipmentIn('REQUESTED', { packages: 2 });
    expect((await app.asCustomer(`/api/shipments/${id}`, { method: 'DELETE' })).status).toBe(204);
    const other = await app.request([packages[1]!]);
    const before = { logs: await app.logs(id), notices: await app.notices(id) };

    for (const target of ['REQUESTED', 'PENDING', 'DELIVERED'] as const) {
      const body = await refusal(await correct(id, target, REASON));
      expect(body.current).toBe('CANCELLED');
    }
    expect((await app.shipment(id)).status).toBe('CANCELLED');
    expect(await app.pkg(packages[1]!)).toMatchObject({ shipment: { id: other } });
    expect(await app.pkg(packages[0]!)).toMatchObject({ status: 'IN_WAREHOUSE', shipment: null, shippable: true });
    expect({ logs: await app.logs(id), notices: await app.notices(id) }).toEqual(before);
  });

  it('never makes a void invoice payable again', async () => {
    const { id } = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(id, 80);
    await result(await report(id, 'CANCELLED'));
    expect((await app.invoice(invoice.id)).status).toBe('VOID');

    await result(await correct(id, 'PENDING', REASON));
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'VOID', debt: 0 });
    await expectError(await app.pay(invoice.id, 10), 'FAILED_VALIDATION');
  });
});

describe('to CANCELLED', () => {
  it('frees the packages and voids an invoice without payments, with the "corrected" notice and the void one', async () => {
    const { id, packages } = await app.shipmentIn('IN_TRANSIT');
    const invoice = await app.issueInvoice(id, 120);
    const before = await app.notices(id);

    await result(await correct(id, 'CANCELLED', REASON));
    expect(await app.pkg(packages[0]!)).toMatchObject({ status: 'IN_WAREHOUSE', shipment: null, shippable: true, free_until: expect.any(String) });
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'VOID', statusLabel: 'Void', debt: 0 });

    const after = await app.notices(id);
    const made = after.slice(0, after.length - before.length);
    expect(made.map((n) => [n.kind, n.corrected])).toEqual(expect.arrayContaining([['SHIPMENT_STATUS', true], ['INVOICE_VOID', false]]));
    expect(made).toHaveLength(2);
    expect(made.filter((n) => n.corrected)).toHaveLength(1);
  });

  it('is refused while a payment is approved or under review, as a cancel is', async () => {
    for (const approve of [false, true]) {
      const { id, packages } = await app.shipmentIn('DELIVERED');
      const invoice = await app.issueInvoice(id, 60);
      const payment = await app.paid(invoice.id, 30);
      if (approve) expect((await app.review(payment.id, true)).status).toBe(200);
      const before = { invoice: await app.invoice(invoice.id), notices: await app.notices(id) };

      const body = await refusal(await correct(id, 'CANCELLED', REASON));
      expect(body.current).toBe('DELIVERED');
      expect((await app.shipment(id)).status).toBe('DELIVERED');
      expect((await app.pkg(packages[0]!)).status).toBe('DELIVERED');
      expect({ invoice: await app.invoice(invoice.id), notices: await app.notices(id) }).toEqual(before);
    }
  });
});

describe('a correction that cannot be applied', () => {
  it('is refused, never a 500: a lost package whose tracking the warehouse received again', async () => {
    const { id, packages } = await app.shipmentIn('NEVER_ARRIVED');
    const lost = await app.pkg(packages[0]!);
    // Found after all, and received anew: a lost package's tracking may be received again.
    const res = await app.asWarehouse('/api/warehouse/packages', {
      json: { locker: app.ids.locker, tracking: lost.tracking, us_courier_id: app.ids.courier, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
    });
    expect(res.status).toBe(201);
    const corrected = await correct(id, 'DELIVERED', REASON);
    expect(corrected.status, await corrected.clone().text()).toBeLessThan(500);
  });
});
