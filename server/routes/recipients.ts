// The people a customer ships to, at most RECIPIENTS_MAX, added, edited with the rules they were
// added with, and deleted (docs/product.md#recipients). Deleting one only hides it: its shipments
// still name it, but it no longer counts.
import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { RECIPIENTS_MAX } from '../../src/api/contract/limits.ts';
import { RecipientCreateSchema, RecipientResponseSchema, RecipientsResponseSchema } from '../../src/api/contract/recipients.ts';
import { clients, recipients } from '../db/schema.ts';
import { creatorClientId } from '../domain/current-client.ts';
import { placeErrors } from '../domain/places.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, noContent, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { idParam } from '../foundation/validate.ts';
import { loadRecipients } from '../serializers/recipient.ts';

const signedIn = { tags: ['Recipients'], security: SIGNED_IN, middleware: requireAuth };

const listRecipients = createRoute({
  ...signedIn,
  method: 'get',
  path: '/recipients',
  operationId: 'listRecipients',
  summary: "The customer's recipients",
  responses: { 200: json(RecipientsResponseSchema, 'The recipients kept, oldest first'), ...refusals('AUTHENTICATION_EXCEPTION') },
});

const addRecipient = createRoute({
  ...signedIn,
  method: 'post',
  path: '/recipients',
  operationId: 'addRecipient',
  summary: 'Adds a recipient',
  request: { body: { ...json(RecipientCreateSchema, 'The new recipient'), required: true } },
  responses: {
    201: json(RecipientResponseSchema, 'The recipient added'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const editRecipient = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/recipients/{id}',
  operationId: 'editRecipient',
  summary: 'Edits a recipient, with the rules it was added with',
  request: { params: idParams('id'), body: { ...json(RecipientCreateSchema, 'The recipient, whole'), required: true } },
  responses: {
    200: json(RecipientResponseSchema, 'The recipient edited'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const deleteRecipient = createRoute({
  ...signedIn,
  method: 'delete',
  path: '/recipients/{id}',
  operationId: 'deleteRecipient',
  summary: 'Deletes a recipient; its shipments still name it',
  request: { params: idParams('id') },
  responses: { 204: noContent('Deleted'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

export function recipientRoutes() {
  const routes = describedRoutes();

  on(routes, listRecipients, async (c) => {
    const { db } = c.get('deps');
    const { clientId } = c.get('user');
    return c.json({ data: clientId === null ? [] : await loadRecipients(db, clientId) }, 200);
  });

  on(routes, addRecipient, async (c) => {
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

  on(routes, editRecipient, async (c) => {
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
    return c.json({ data }, 200);
  });

  on(routes, deleteRecipient, async (c) => {
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
