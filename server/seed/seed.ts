// Demo data on first start (docs/product.md#demo-data): when the countries table is empty, everything is seeded in one
// transaction, deterministically (a seeded PRNG; every date relative to `now`).
import { count } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { countries } from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { CUSTOMERS } from './customers/accounts.ts';
import { buildCustomers, type Numbering } from './customers/build.ts';
import { insertCustomer } from './customers/insert.ts';
import { seedReference } from './reference.ts';
import { seedShippingRates } from './shipping-rates.ts';
import { createRng } from './lib/random.ts';
import { writeSeedFiles } from './lib/storage.ts';

export type SeedOptions = {
  /** Where uploaded files live; seeded files are written here under their storage names. */
  uploadsDir: string;
  /** The reference instant: departures are after it, histories before it. */
  now: Date;
};

const SEED = 0x0ca5_1e40;

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo data when the database has none; answers whether it did. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) {
    await seedShippingRates(db);
    return false;
  }

  // scrypt is deliberately slow: one hash per account, on the thread pool while the data is built.
  const hashing = Promise.all(CUSTOMERS.map((spec) => hashPassword(spec.password)));
  const rng = createRng(SEED);
  const numbering: Numbering = { shipment: 104_800, invoice: 0 };
  const plans = buildCustomers(CUSTOMERS, { now: opts.now, rng, numbering });
  const [hashes] = await Promise.all([hashing, writeSeedFiles(opts.uploadsDir, plans.flatMap((p) => p.files))]);

  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    const refs = await seedReference(tx, opts.now);
    await seedShippingRates(tx);
    for (const [i, plan] of plans.entries()) {
      await insertCustomer(tx, plan, hashes[i] ?? '', refs);
    }
    return true;
  });
}
