// The first start's data: when the countries table is empty, the company's catalogue and, in demo
// mode only, the demo customers (docs/product.md#production, docs/product.md#demo-data), in one
// transaction, deterministically (a seeded PRNG; every date relative to `now`).
import { count } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { FileStore } from '../storage/store.ts';
import { countries } from '../db/schema.ts';
import { prepareDemoCustomers } from './customers/prepare.ts';
import { seedReference } from './reference.ts';
import { seedShippingRates } from './shipping-rates.ts';

export type SeedOptions = {
  /** Where uploaded files live; seeded files are put there under their storage names. */
  store: FileStore;
  /** The reference instant: departures are after it, histories before it. */
  now: Date;
  /** Demo mode: the demo customers, with their packages and files, besides the catalogue. */
  demo: boolean;
};

/** What a start seeded: the catalogue alone, the catalogue with the demo customers, or nothing. */
export type Seeded = 'catalogue' | 'demo' | null;

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) === 0;
}

/** Seeds an empty database; answers what it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<Seeded> {
  if (!(await isEmpty(db))) {
    await seedShippingRates(db);
    return null;
  }
  const customers = opts.demo ? await prepareDemoCustomers(opts) : null;
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return null;
    const refs = await seedReference(tx, opts.now, opts.demo);
    await seedShippingRates(tx);
    if (!customers) return 'catalogue';
    await customers.insert(tx, refs);
    return 'demo';
  });
}
