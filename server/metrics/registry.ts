// The metrics of a server (docs/operations.md#metrics): one Prometheus registry per database the
// app serves from, so the app counts its requests where main.ts serves them (and each test file's
// app counts apart). Node's own series are added only where the metrics are served (listener.ts).
import { Registry } from 'prom-client';
import type { Db } from '../db/open.ts';
import type { RequestDone } from '../http/log-requests.ts';
import { hashingMetrics } from './hashing.ts';
import { outboxMetrics } from './outboxes.ts';
import { poolMetrics } from './pool.ts';
import { requestMetrics } from './requests.ts';

export type Metrics = {
  registry: Registry;
  /** Counts a finished request (server/http/log-requests.ts). */
  requestDone: (done: RequestDone) => void;
};

const byDatabase = new WeakMap<Db, Metrics>();

/** The metrics of the app serving from `db`, made on first use. */
export function metricsOf(db: Db): Metrics {
  let metrics = byDatabase.get(db);
  if (!metrics) {
    const registry = new Registry();
    const requestDone = requestMetrics(registry);
    poolMetrics(registry, db);
    outboxMetrics(registry, db);
    hashingMetrics(registry);
    metrics = { registry, requestDone };
    byDatabase.set(db, metrics);
  }
  return metrics;
}
