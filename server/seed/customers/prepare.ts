// The demo customers (docs/product.md#demo-data), made ready before the seed's transaction: their
// passwords hashed and their files put in the store, so the transaction only inserts rows.
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/open.ts';
import type { FileStore } from '../../storage/store.ts';
import { createRng } from '../lib/random.ts';
import { writeSeedFiles } from '../lib/storage.ts';
import type { Refs } from '../reference.ts';
import { CUSTOMERS } from './accounts.ts';
import { buildCustomers, type Numbering } from './build.ts';
import { insertCustomer } from './insert.ts';

const SEED = 0x0ca5_1e40;

export type PreparedCustomers = { insert(tx: Db, refs: Refs): Promise<void> };

export async function prepareDemoCustomers({ store, now }: { store: FileStore; now: Date }): Promise<PreparedCustomers> {
  // scrypt is deliberately slow: one hash per account, on the thread pool while the data is built.
  const hashing = Promise.all(CUSTOMERS.map((spec) => hashPassword(spec.password)));
  const rng = createRng(SEED);
  const numbering: Numbering = { shipment: 104_800, invoice: 0 };
  const plans = buildCustomers(CUSTOMERS, { now, rng, numbering });
  const [hashes] = await Promise.all([hashing, writeSeedFiles(store, plans.flatMap((p) => p.files))]);
  return {
    async insert(tx, refs) {
      for (const [i, plan] of plans.entries()) await insertCustomer(tx, plan, hashes[i] ?? '', refs);
    },
  };
}
