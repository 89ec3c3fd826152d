// Issue 16: how many queries a signed-in read sends the database. Each bound is today's count, so a
// change that adds a round trip fails here; the goal is 3.
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
const BOUNDS: [string, (ids: Ids) => string, number][] = [
  ['my account', () => '/api/users/me', 2],
  ['the packages list', () => '/api/packages?page=1&page_size=20', 6],
  ['a package', (ids) => `/api/packages/${ids.package}`, 5],
  ['the pre-alerts list', () => '/api/pre-alerts?page=1&page_size=10', 4],
  ['the shipments list', () => '/api/shipments?page=1&page_size=10', 8],
  ['a shipment', (ids) => `/api/shipments/${ids.shipment}`, 6],
  ['the invoices list', () => '/api/invoices?page=1&page_size=10', 5],
  ['an invoice', (ids) => `/api/invoices/${ids.invoice}`, 5],
];

type Ids = { package: number; shipment: number; invoice: number };

describe('database queries per request, the token check included', () => {
  for (const [name, path, bound] of BOUNDS) {
    it(`${name}: at most ${bound}`, async () => {
      const ids: Ids = {
        package: await firstId('/api/packages?page=1&page_size=1'),
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
