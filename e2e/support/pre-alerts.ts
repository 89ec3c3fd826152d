// The pre-alert form, filled as a customer would (English labels).
import type { Page } from '@playwright/test';

/** MM-DD-YYYY, `days` from today (UTC). */
export function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${date.getUTCFullYear()}`;
}

/** Every field but the bill: UPS, the tracking number, arriving in `arriving` (MM-DD-YYYY). */
export async function fillPreAlertForm(page: Page, tracking: string, arriving = typedDate(3)) {
  await page.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await page.getByRole('textbox', { name: 'Tracking number', exact: true }).fill(tracking);
  await page.getByLabel('Estimated arrival date').fill(arriving);
  await page.getByLabel('Provider (store)').fill('Amazon');
  await page.getByLabel('Value (USD)').fill('49.99');
  await page.getByLabel('Recipient').fill('Carla Rivas');
  await page.getByLabel('Content').fill('Running shoes');
}
