import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled } from './support/a11y-matrix.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { demoData } from './support/session.ts';

// Issue 15: every signed-in route fits a 360 px phone and a 1280 px desktop, in both languages:
// the page never scrolls sideways, and every row of a list shows its status and its action.
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

type Item = { id: number; debt?: number };

async function routes(request: APIRequestContext): Promise<string[]> {
  const first = async (path: string, pick: (item: Item) => boolean = () => true) => {
    const item = (await demoData<Item[]>(request, path)).find(pick);
    if (!item) throw new Error(`the demo customer has nothing in ${path}`);
    return item.id;
  };
  const [pkg, preAlert, shipment, invoice, owed] = await Promise.all([
    first('api/packages?page=1&page_size=1'),
    first('api/pre-alerts?page=1&page_size=1'),
    first('api/shipments?page=1&page_size=1'),
    first('api/invoices?page=1&page_size=1'),
    first('api/invoices?page=1&page_size=100', (invoice) => (invoice.debt ?? 0) > 0),
  ]);
  return [
    '/home/my-account',
    '/home/package',
    '/home/package/logs',
    `/home/package/${pkg}`,
    '/home/pre-alerts',
    '/home/pre-alerts/create',
    `/home/pre-alerts/${preAlert}`,
    '/home/my-shipments',
    `/home/my-shipments/${shipment}`,
    '/home/invoice',
    `/home/invoice/${invoice}`,
    `/home/invoice/${invoice}?tab=payments`,
    `/home/invoice/payment-method/${owed}`,
    '/home/search?q=CAS',
    '/home/user-information/my-profile',
    '/home/user-information/recipient',
    '/home/user-information/recipient/add-shipment',
    '/home/user-information/help',
    '/home/user-information/settings',
    '/home/calculator',
    '/home/more-services',
    '/home/no-existe',
    '/home/package/999999999',
  ];
}

/** What sticks out sideways: the page's overflow, and any row whose status or last action is off-screen. */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page is ${root.scrollWidth} px wide`);
    const outside = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth;
    };
    for (const row of document.querySelectorAll('.data-card, .data-table tbody tr')) {
      const links = row.querySelectorAll('a');
      if (outside(row.querySelector('.status'))) problems.push(`a status is off-screen: ${row.textContent}`);
      if (outside(links[links.length - 1] ?? null)) problems.push(`an action is off-screen: ${row.textContent}`);
    }
    return problems;
  });

for (const language of ['es', 'en'] as const) {
  test.describe(`every signed-in route fits, in ${language}`, () => {
    test.use({ storageState: DEMO_STATE[language] });

    test('at 360 px and at 1280 px: no sideways scroll, every row status and action on screen', async ({ page, request }) => {
      test.setTimeout(180_000);
      for (const route of await routes(request)) {
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          await settled(page);
          expect.soft(await offScreen(page), `${route} at ${size.width} px`).toEqual([]);
        }
      }
    });
  });
}
