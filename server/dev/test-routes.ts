// Test routes: the server's clock moved forward, hostile content written and put back. Anyone
// could use them, so they exist only with CASILLERO_TEST_ROUTES=1, which the project's own tests set.
import { Hono } from 'hono';
import { z } from 'zod';
import { EmailSchema } from '../../src/api/contract/client.ts';
import { ClockRequestSchema } from '../../src/api/contract/site.ts';
import { findAccount } from '../domain/accounts.ts';
import { findClientId } from '../domain/current-client.ts';
import { readStoredJson } from '../domain/input.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';
import { restoreContent, writeHostileContent, type ContentSnapshot } from './hostile-content.ts';

const HostileContentSchema = z.object({ email: EmailSchema, text: z.string().min(1).max(1000), html: z.string().min(1).max(10_000) });

export function testRoutes() {
  const routes = new Hono<AppEnv>();

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
