// The outboxes' backlog (docs/product.md#codes, docs/product.md#notices, docs/product.md#webhooks):
// rows written and not yet sent nor given up, counted when Prometheus asks. A backlog that keeps
// growing is SMTP or the warehouse's receiver not answering; each count reads its outbox's partial
// index of due rows.
import { and, eq, isNull } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/open.ts';
import { noticeMails, pinMails, webhookDeliveries } from '../db/schema.ts';
import { answersWithin } from '../storage/store.ts';

/** A scrape does not wait longer for the counts: without them it still carries every other series. */
const BACKLOG_DEADLINE_MS = 1_000;

type Backlogs = Record<'pin_mails' | 'notice_mails' | 'webhooks', number>;

const backlogs = async (db: Db): Promise<Backlogs> => {
  const [pins, notices, webhooks] = await Promise.all([
    db.$count(pinMails, and(isNull(pinMails.sent_at), isNull(pinMails.failed_at))),
    db.$count(noticeMails, and(isNull(noticeMails.sent_at), isNull(noticeMails.failed_at))),
    db.$count(webhookDeliveries, eq(webhookDeliveries.status, 'pending')),
  ]);
  return { pin_mails: pins, notice_mails: notices, webhooks };
};

export function outboxMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'casillero_outbox_backlog',
    help: 'Rows of an outbox not sent yet and not given up: pin_mails (the codes\' e-mails), notice_mails (the notices\'), webhooks (the warehouse\'s deliveries).',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      let counts: Backlogs | undefined;
      const answered = await answersWithin(BACKLOG_DEADLINE_MS, async () => void (counts = await backlogs(db)));
      // A database that does not answer: no sample rather than a stale one (readyz says why).
      this.reset();
      if (!answered || !counts) return;
      for (const [outbox, count] of Object.entries(counts)) this.set({ outbox }, count);
    },
  });
}
