// Demo-mode routes: mounted only when mail stays in the outbox (no MAIL_URL).
import { Hono } from 'hono';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EmailSchema } from '../../src/api/contract/client.ts';
import { ClockRequestSchema, type Mail } from '../../src/api/contract/site.ts';
import type { Db } from '../db/open.ts';
import { outbox } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { findClientId } from '../domain/current-client.ts';
import { findAccount } from '../domain/accounts.ts';
import { readStoredJson } from '../domain/input.ts';
import { ApiError } from '../http/errors.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { restoreContent, writeHostileContent, type ContentSnapshot } from './hostile-content.ts';

const MAILBOX_LIMIT = 50;
export const MailboxQuerySchema = z.object({ to: EmailSchema });
const HostileContentSchema = z.object({ email: EmailSchema, text: z.string().min(1).max(1000), html: z.string().min(1).max(10_000) });

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

  routes.post('/clock', async (c) => {
    const { advance_minutes } = await readJson(c, ClockRequestSchema);
    const now = c.get('deps').clock.advance(advance_minutes);
    return c.json({ data: { now: now.toISOString() } });
  });

  // Hostile text and HTML in the company's content and in one customer's records (the XSS tests).
  let kept: ContentSnapshot | undefined;
  routes.post('/hostile-content', async (c) => {
    const { db, clock } = c.get('deps');
    const { email, ...hostile } = await readStoredJson(c, HostileContentSchema);
    const account = await findAccount(db, email);
    const clientId = account ? await findClientId(db, account.id) : null;
    if (clientId === null) throw new ApiError('NOT_FOUND');
    const written = await writeHostileContent(db, clock, hostile, clientId, kept);
    kept = written.snapshot;
    return c.json({ data: written.records }, 201);
  });

  routes.delete('/hostile-content', async (c) => {
    if (kept) await restoreContent(c.get('deps').db, kept);
    kept = undefined;
    return c.body(null, 204);
  });

  return routes;
}
