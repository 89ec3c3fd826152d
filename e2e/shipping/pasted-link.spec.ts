// A flow opened from a pasted link is the tab's first entry: its end takes that entry's place with
// my account and comes above it, so Back stays in the site (docs/product.md#steps-and-history).
// On the shipping server: the invoice is the warehouse's, for a customer of the spec's own.
import { expect, test } from '@playwright/test';
import { PDF } from '../support/files.ts';
import { customerWithShipment, issueInvoice, reportStatus } from '../support/lifecycle.ts';
import { signInThroughApi, toast } from '../support/portal.ts';
import { E2E_SERVERS } from '../support/servers.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a payment opened from a pasted link ends above my account: Back stays in the site', async ({ page, request }) => {
  const { account, shipment } = await customerWithShipment(request, { label: 'ENLACE' });
  // The warehouse takes the shipment, then bills it.
  await reportStatus(request, shipment.id, 'PENDING');
  const invoice = await issueInvoice(request, shipment.id, [{ description: 'Flete aéreo', amount: 30 }]);
  await signInThroughApi(page, account, 'es');
  // The tab's first page: the link the customer was sent.
  await page.goto(`/home/invoice/payment-method/${invoice.id}`);
  await page.getByRole('region', { name: 'Resumen de la orden' }).getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/home/invoice/payment\\?invoice=${invoice.id}&method=\\d+$`));
  await page.getByLabel('Monto pagado (USD)').fill('30,00');
  await page.getByLabel(/^Comprobante de pago/).setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(toast(page, 'Pago registrado.')).toBeVisible();
  await expect(page).toHaveURL(`/home/invoice/${invoice.id}?tab=payments`);

  await page.goBack();
  await expect(page).toHaveURL('/home/my-account');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  // Forward: the invoice again, never the finished checkout.
  await page.goForward();
  await expect(page).toHaveURL(`/home/invoice/${invoice.id}?tab=payments`);
});
