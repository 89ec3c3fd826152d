// A shipment's life after the customer's request (docs/product.md#lifecycles), as the customer sees
// it: the warehouse takes it and moves it with a note for the customer on its timeline, invoices it,
// rejects a proof of payment with a reason, corrects a status (docs/product.md#corrections: one
// notice "status corrected", the operator's reason kept from the customer), or cancels it (its
// invoice void, its package back in the warehouse). On the shipping server, where customers request
// shipments; each test makes its own customer, so nothing depends on another test.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { correctStatus, customerWithShipment, issueInvoice, reportStatus, reviewPayment, sendProof } from '../support/lifecycle.ts';
import { signInThroughApi } from '../support/portal.ts';
import { E2E_SERVERS } from '../support/servers.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL });

const shipmentPage = (id: number) => `/home/my-shipments/${id}`;

test.describe('in Spanish on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the warehouse’s note shows under its step; a rejected proof shows why; a correction is one notice, its reason never shown', async ({ page, request }) => {
    const { account, headers, shipment } = await customerWithShipment(request, { count: 2 });
    const NOTE = 'Separamos tu pedido en dos cajas';
    const REJECTION = 'La referencia no aparece en nuestra cuenta Zelle';
    const REASON = 'Escaneo duplicado en el hub de Miami (operador 7)';

    // The warehouse takes the request, with a word for the customer, and puts it on the road.
    await reportStatus(request, shipment.id, 'PENDING', NOTE);
    await reportStatus(request, shipment.id, 'IN_TRANSIT');
    await signInThroughApi(page, account, 'es');
    await page.goto(shipmentPage(shipment.id));
    await expect(page.getByRole('heading', { level: 1, name: `Envío ${shipment.tracking}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Historial de estados' });
    // The note under the step it came with (docs/product.md#lifecycles), and only there.
    const pending = timeline.getByRole('listitem').filter({ hasText: 'Pendiente' });
    await expect(pending.locator('.timeline__note')).toHaveText(NOTE);
    await expect(timeline.locator('.timeline__note')).toHaveCount(1);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('En tránsito');
    // Against the width: a phone's viewport grows to fit a page too wide.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);

    // Invoiced; the customer's proof is rejected, with the company's reason on the invoice's payments.
    const invoice = await issueInvoice(request, shipment.id, [
      { description: 'Flete aéreo', amount: 38.5 },
      { description: 'Manejo', amount: 6.5 },
    ]);
    const payment = await sendProof(request, headers, invoice.id, 10);
    await reviewPayment(request, payment, { approved: false, note: REJECTION });
    await page.goto(`/home/invoice/${invoice.id}?tab=payments`);
    await expect(page.getByRole('heading', { level: 1, name: `Factura ${invoice.friendly_name}` })).toBeVisible();
    const payments = page.getByRole('tabpanel', { name: 'Pagos' });
    const rejected = payments.locator('.data-card').filter({ hasText: 'Rechazado' });
    await expect(rejected).toHaveCount(1);
    await expect(rejected.locator('.payment-note')).toHaveText(REJECTION);

    // An operator corrects the status: one notice says so (docs/product.md#corrections), never the reason.
    await correctStatus(request, shipment.id, 'IN_CUSTOMS', REASON);
    await page.goto('/home/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    const notices = page.getByRole('list', { name: 'Tus avisos' }).getByRole('listitem');
    const corrected = notices.filter({ hasText: 'estado corregido' });
    await expect(corrected).toHaveCount(1);
    await expect(corrected.getByRole('link', { name: `Tu envío ${shipment.tracking}: estado corregido a En aduana` })).toHaveAttribute(
      'href',
      shipmentPage(shipment.id),
    );
    await expect(page.locator('body')).not.toContainText(REASON);

    await corrected.getByRole('link').click();
    await expect(page).toHaveURL(shipmentPage(shipment.id));
    await expect(timeline.locator('[aria-current="step"] .timeline__label')).toHaveText('En aduana (corregido)');
    await expect(pending.locator('.timeline__note')).toHaveText(NOTE);
    await expect(page.locator('body')).not.toContainText(REASON);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});

test.describe('in English at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a shipment the warehouse cancels voids its invoice: nothing to pay, its package back in the warehouse, a notice', async ({ page, request }) => {
    const { account, packages, shipment } = await customerWithShipment(request, { label: 'BACK' });
    const [parcel] = packages;
    const NOTE = 'The carrier refused the lithium batteries';
    await reportStatus(request, shipment.id, 'PENDING');
    const invoice = await issueInvoice(request, shipment.id, [{ description: 'Air freight', amount: 42 }]);
    // Cancelled from PENDING with its invoice unpaid: the invoice becomes VOID (docs/product.md#lifecycles).
    await reportStatus(request, shipment.id, 'CANCELLED', NOTE);
    await signInThroughApi(page, account, 'en');

    await page.goto('/home/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const row = page.locator('tbody tr').filter({ hasText: invoice.friendly_name });
    await expect(row.locator('.status')).toHaveText('Void');
    await expect(row.getByRole('link', { name: `Pay ${invoice.friendly_name}` })).toHaveCount(0);

    await row.getByRole('link', { name: `See invoice ${invoice.friendly_name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.friendly_name}` })).toBeVisible();
    await expect(page.locator('.invoice-title .status')).toHaveText('Void');
    await expect(page.getByRole('link', { name: /^Pay\b/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);

    // The checkout, opened by its address (nothing links to it now), says why there is nothing to pay.
    await page.goto(`/home/invoice/payment-method/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to pay' })).toBeVisible();
    await expect(page.getByText('This invoice was voided: there is nothing to pay.')).toBeVisible();

    // The shipment reads Cancelled, with the warehouse's note under that step.
    await page.goto(shipmentPage(shipment.id));
    const cancelled = page.getByRole('region', { name: 'Status history' }).getByRole('listitem').filter({ hasText: 'Cancelled' });
    await expect(cancelled.locator('.timeline__note')).toHaveText(NOTE);

    // Its package is back in the warehouse, free to ship again.
    await page.goto('/home/package');
    await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
    const packageRow = page.locator('tbody tr').filter({ hasText: parcel!.tracking });
    await expect(packageRow.locator('.status')).toHaveText('In warehouse');
    await packageRow.getByRole('checkbox', { name: `Select package ${parcel!.tracking} to ship` }).check();
    await expect(page.getByRole('link', { name: 'Ship these' })).toHaveAttribute('href', `/home/my-shipments/create?packages=${parcel!.id}`);

    await page.goto('/home/notices');
    const notice = page.getByRole('list', { name: 'Your notices' }).getByRole('listitem').filter({ hasText: 'you owe nothing' });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole('link', { name: `Invoice ${invoice.friendly_name} void: you owe nothing on it` })).toHaveAttribute(
      'href',
      `/home/invoice/${invoice.id}`,
    );
  });
});
