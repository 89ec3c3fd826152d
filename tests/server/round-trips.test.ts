// Issue 16: how many queries a signed-in read sends the database. The goal, at most 3 with
// the token check, is met by every list and detail; each bound is today's count, so a change that
// adds a round trip fails here.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

async function queriesOf(path: string): Promise<string[]> {
  const token = await t.tokenFor(DEMO);
  await t.request(path, { token }); // the token's last use is recorded at most once a minute: not in the count
  t.queries.length = 0;
  const res = await t.request(path, { token });
  expect(res.status, path).toBe(200);
  return [...t.queries];
}

const firstId = async (path: string) => {
  const res = await t.request(path, { token: await t.tokenFor(DEMO) });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
};

// Before issue 16's first cuts: my account sent 3 (the user read again after the token), the
// packages list 10 (the client apart from the token, the shipments apart from the packages, the
// invoice totals in 3), a shipment 8 (its ownership and its pieces twice), the invoices list 8.
// Then a list's total came with its page (a window column) and what each row shows (files, pieces,
// bill, recipient, sums) in subqueries of the same query: the token and one query each. Then the
// lists checked the token in their page's query: one round trip.
const BOUNDS: [string, (ids: Ids) => string, number][] = [
  ['my account', () => '/api/users/me', 2],
  ['the packages list', () => '/api/packages?page=1&page_size=20', 1],
  ['the packages a consolidation request can take', () => '/api/packages?shippable=1&page=1&page_size=20', 1],
  ['a package', (ids) => `/api/packages/${ids.package}`, 2],
  ['the package history', () => '/api/packages/logs?page=1&page_size=20', 2],
  ['the pre-alerts list', () => '/api/pre-alerts?page=1&page_size=10', 1],
  ['a pre-alert', (ids) => `/api/pre-alerts/${ids.preAlert}`, 2],
  ['the shipments list', () => '/api/shipments?page=1&page_size=10', 1],
  ['a shipment', (ids) => `/api/shipments/${ids.shipment}`, 2],
  ["a shipment's pieces", (ids) => `/api/shipments/${ids.shipment}/items?page=1&page_size=10`, 2],
  ["a shipment's history", (ids) => `/api/shipments/${ids.shipment}/logs`, 2],
  ['the invoices list', () => '/api/invoices?page=1&page_size=10', 1],
  ['an invoice', (ids) => `/api/invoices/${ids.invoice}`, 2],
  ["an invoice's lines", (ids) => `/api/invoices/${ids.invoice}/items?page=1&page_size=10`, 2],
  ["an invoice's payments", (ids) => `/api/invoices/${ids.invoice}/payments?page=1&page_size=10`, 2],
  ["an invoice's checkout summary", (ids) => `/api/invoices/${ids.invoice}/checkout-summary/1`, 3],
  // The unread count comes with the page, a window column as the list's total.
  ['the notices', () => '/api/notices?page=1&page_size=20', 1],
  ['the recipients', () => '/api/recipients', 2],
  ['the payment methods', () => '/api/payment-methods', 2],
  // The FAQ, the terms and the agents of the caller's country (the token's query brings it), at once.
  ['the site content', () => '/api/site-content', 4],
  // Three kinds of records (packages, pre-alerts, shipments): three queries, sent at once.
  ['a search', () => '/api/search?q=CAS', 4],
  // A page past the end has no row to carry the total: it is counted apart.
  ['a page past the end', () => '/api/packages?page=99&page_size=20', 3],
  ["a page past the end of a record's list", (ids) => `/api/invoices/${ids.invoice}/items?page=99&page_size=20`, 3],
];

type Ids = { package: number; preAlert: number; shipment: number; invoice: number };

describe('database queries per request, the token check included', () => {
  for (const [name, path, bound] of BOUNDS) {
    it(`${name}: at most ${bound}`, async () => {
      const ids: Ids = {
        package: await firstId('/api/packages?page=1&page_size=1'),
        preAlert: await firstId('/api/pre-alerts?page=1&page_size=1'),
        shipment: await firstId('/api/shipments?page=1&page_size=1'),
        invoice: await firstId('/api/invoices?page=1&page_size=1'),
      };
      const queries = await queriesOf(path(ids));
      expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(bound);
      // The token, its user and the caller's client come in one query.
      expect(queries.filter((query) => /from "clients"/.test(query) && !/"tokens"/.test(query))).toHaveLength(path(ids) === '/api/users/me' ? 1 : 0);
    });
  }
});
