// The people a customer ships to, at most RECIPIENTS_MAX, added, edited with the rules they were
// added with, and deleted (docs/product.md#recipients). Deleting one only hides it: its shipments
// still name it, but it no longer counts.
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { RECIPIENTS_MAX } from '../../src/api/contract/limits.ts';
import { RecipientCreateSchema } from '../../src/api/contract/recipients.ts';
import { clients, recipients } from '../db/schema.ts';
import { creatorClientId } from '../domain/current-client.ts';
import { placeErrors } from '../domain/places.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/validate.ts';
import { loadRecipients } from '../serializers/recipient.ts';

export function recipientRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/recipients', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const { clientId } = c.get('user');
    return c.json({ data: clientId === null ? [] : await loadRecipients(db, clientId) });
  });

  routes.post('/recipients', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const body = await readStoredJson(c, RecipientCreateSchema);
    const clientId = creatorClientId(t, c.get('user'));
    refuseErrors(await placeErrors(db, body, t));
    const created = await db.transaction(async (tx) => {
      // One new recipient of a client at a time: parallel requests cannot all pass the count.
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
      const kept = await tx.$count(recipients, and(eq(recipients.client_id, clientId), isNull(recipients.deleted_at)));
      if (kept >= RECIPIENTS_MAX) {
        const text = t.validation.recipientsFull(RECIPIENTS_MAX);
        throw new ApiError('FAILED_VALIDATION', { body: [text] }, text);
      }
      const [row] = await tx
        .insert(recipients)
        .values({ ...body, email: body.email ?? null, landline_phone: body.landline_phone ?? null, client_id: clientId, created_at: clock.now() })
        .returning({ id: recipients.id });
      return row;
    });
    const [data] = created ? await loadRecipients(db, clientId, eq(recipients.id, created.id)) : [];
    if (!data) throw new Error('The new recipient could not be read back');
    return c.json({ data }, 201);
  });

  routes.patch('/recipients/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    const id = idParam(c);
    const { clientId } = c.get('user');
    const body = await readStoredJson(c, RecipientCreateSchema);
    // Another customer's recipient, a deleted one and one that never was read the same.
    if (clientId === null) throw new ApiError('NOT_FOUND');
    refuseErrors(await placeErrors(db, body, t));
    const [updated] = await db
      .update(recipients)
      .set({ ...body, email: body.email ?? null, landline_phone: body.landline_phone ?? null })
      .where(and(eq(recipients.id, id), eq(recipients.client_id, clientId), isNull(recipients.deleted_at)))
      .returning({ id: recipients.id });
    if (!updated) throw new ApiError('NOT_FOUND');
    const [data] = await loadRecipients(db, clientId, eq(recipients.id, updated.id));
    if (!data) throw new Error('The edited recipient could not be read back');
    return c.json({ data });
  });

  routes.delete('/recipients/:id{[0-9]+}', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    const id = idParam(c);
    const { clientId } = c.get('user');
    if (clientId === null) throw new ApiError('NOT_FOUND');
    const [deleted] = await db
      .update(recipients)
      .set({ deleted_at: clock.now() })
      .where(and(eq(recipients.id, id), eq(recipients.client_id, clientId), isNull(recipients.deleted_at)))
      .returning({ id: recipients.id });
    if (!deleted) throw new ApiError('NOT_FOUND');
    return c.body(null, 204);
  });

  return routes;
}
