// Dates in the customer's language and times in the customer's zone (docs/product.md#dates-and-times),
// issue 32: on a phone in Spanish, in Caracas (UTC−4), a list and a detail day-first, the next
// flight's time in Caracas, never "UTC", and a birth-date-like typed date read day-first; in English
// at 1280 px, the same dates month-first.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';
import { demoData } from './support/session.ts';

type ApiPreAlert = { id: number; arriving_at: string };
type ApiDeparture = { departure_at: string; shipment_type: 'air' | 'ocean' };

const ZONE = 'America/Caracas';
const PRE_ALERTS = '/home/pre-alerts';

/** 'YYYY-MM-DD' as each language writes it. */
const dayFirst = (date: string) => date.split('-').reverse().join('/');
const monthFirst = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

/**
 * Opens my account and gives the departure its flight banner shows (the first air one ahead): the
 * seed puts flights at 14:00 UTC, 10:00 in Caracas.
 */
async function openWithNextFlight(page: Page): Promise<Date> {
  const answer = page.waitForResponse((response) => response.url().includes('/api/departures/available'));
  await page.goto('/home');
  const { data } = (await (await answer).json()) as { data: ApiDeparture[] };
  const next = data.find((departure) => departure.shipment_type === 'air' && Date.parse(departure.departure_at) > Date.now());
  expect(next, 'a seeded flight ahead').toBeDefined();
  return new Date(next!.departure_at);
}

/** The departure's calendar date in Caracas, 'YYYY-MM-DD'. */
const dateInZone = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);

test.use({ timezoneId: ZONE });

test.describe('in Spanish on a phone', () => {
  test.use({ storageState: DEMO_STATE.es, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('day-first dates, the flight in Caracas time, a typed date read day-first', async ({ page, request }) => {
    const departure = await openWithNextFlight(page);
    const banner = page.getByRole('region', { name: 'Próximo vuelo' });
    await expect(banner).toContainText(`(sale el ${dayFirst(dateInZone(departure))} a las 10:00)`);
    await expect(banner).not.toContainText('UTC');

    const [first] = await demoData<ApiPreAlert[]>(request, `/api/pre-alerts?page=1&page_size=10`);
    await page.goto(PRE_ALERTS);
    await expect(page.getByRole('heading', { name: 'Prealertas', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(dayFirst(first!.arriving_at));
    await page.goto(`${PRE_ALERTS}/${first!.id}`);
    await expect(page.locator('.details__row', { hasText: 'Llegada estimada' })).toContainText(dayFirst(first!.arriving_at));

    // 31-12 exists only day-first; 31-02 in no order, and the message says which order to use.
    await page.goto(`${PRE_ALERTS}/create`);
    const arrival = page.getByRole('textbox', { name: /^Fecha estimada de llegada/ });
    await expect(arrival).toHaveAttribute('placeholder', 'DD-MM-AAAA');
    await arrival.fill('31-02-2026');
    await arrival.blur();
    await expect(page.getByText('La fecha no es válida (DD-MM-AAAA).')).toBeVisible();
    await arrival.fill('31122026');
    await expect(arrival).toHaveValue('31-12-2026');
    await arrival.blur();
    await expect(page.getByText('La fecha no es válida (DD-MM-AAAA).')).toBeHidden();
    await expect(arrival).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('in English at 1280 px', () => {
  test.use({ storageState: DEMO_STATE.en, viewport: { width: 1280, height: 900 } });

  test('month-first dates and a 12-hour flight time', async ({ page, request }) => {
    const departure = await openWithNextFlight(page);
    await expect(page.getByRole('region', { name: 'Next flight' })).toContainText(`(departs on ${monthFirst(dateInZone(departure))} at 10:00 AM)`);

    const [first] = await demoData<ApiPreAlert[]>(request, `/api/pre-alerts?page=1&page_size=10`);
    await page.goto(PRE_ALERTS);
    await expect(page.getByRole('table', { name: 'Your pre-alerts' }).locator('tbody tr').first()).toContainText(monthFirst(first!.arriving_at));
  });
});
