// Demo-mode routes: mounted only when mail stays in the outbox (no MAIL_URL). The routes that move
// the server or rewrite its content are in test-routes.ts.
import { Hono } from 'hono';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EmailSchema } from '../../src/api/contract/client.ts';
import type { Mail } from '../../src/api/contract/site.ts';
import type { Db } from '../db/open.ts';
import { outbox } from '../db/schema.ts';
import type { AppEnv } from '../foundation/env.ts';
import { readQuery } from '../foundation/validate.ts';

const MAILBOX_LIMIT = 50;
export const MailboxQuerySchema = z.object({ to: EmailSchema });

export async function mailboxOf(db: Db, to: string): Promise<Mail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.to}) = ${to.toLowerCase()}`)
    .orderBy(desc(outbox.sent_at), desc(outbox.id))
    .limit(MAILBOX_LIMIT);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sent_at: r.sent_at.toISOString() }));
}

export function devApiRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/status', (c) => c.json({ data: { demo: true } }));

  routes.get('/mailbox', async (c) => {
    const { to } = readQuery(c, MailboxQuerySchema);
    return c.json({ data: await mailboxOf(c.get('deps').db, to) });
  });

  return routes;
}
