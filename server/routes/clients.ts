// The customer's profile: created once in the sign-up data step, then updated from the profile.
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ClientCreateSchema, ClientUpdateSchema } from '../../src/api/contract/client.ts';
import { clients } from '../db/schema.ts';
import { fixedFieldErrors, newProfileErrors, nextLocker } from '../domain/client-profile.ts';
import { findClientId } from '../domain/current-client.ts';
import { placeErrors } from '../domain/places.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/validate.ts';
import { loadClientOfUser } from '../serializers/client.ts';

// Two sign-ups racing for the same locker code: the loser takes the next one.
const LOCKER_ATTEMPTS = 5;

export function clientRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/clients', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const user = c.get('user');
    const body = await readStoredJson(c, ClientCreateSchema);
    const exists = () => new ApiError('FAILED_VALIDATION', { body: [t.validation.clientExists] }, t.validation.clientExists);
    if ((await findClientId(db, user.id)) !== null) throw exists();
    const now = clock.now();
    refuseErrors(await newProfileErrors(db, t, user.email, body, now));

    const { terms_accepted: _terms, ...fields } = body;
    for (let attempt = 0; attempt < LOCKER_ATTEMPTS; attempt++) {
      const [created] = await db
        .insert(clients)
        .values({
          ...fields,
          email: user.email,
          landline_phone: fields.landline_phone ?? null,
          zip_code: fields.zip_code ?? null,
          gender: fields.gender ?? null,
          user_id: user.id,
          locker: await nextLocker(db),
          terms_accepted_at: now,
          created_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: clients.id });
      if (created) return c.json({ data: await loadClientOfUser(db, user.id, c.get('lang'), c.get('signer')) }, 201);
      if ((await findClientId(db, user.id)) !== null) throw exists();
    }
    throw new Error('No free locker code after several attempts');
  });

  // Name, last name and document may be sent again but not changed; e-mail and birth date stay.
  routes.patch('/clients/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    const user = c.get('user');
    const id = idParam(c);
    const [client] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.id, id), eq(clients.user_id, user.id)))
      .limit(1);
    if (!client) throw new ApiError('NOT_FOUND');
    const body = await readStoredJson(c, ClientUpdateSchema);
    refuseErrors({ ...fixedFieldErrors(t, client, body), ...(await placeErrors(db, body, t)) });

    await db
      .update(clients)
      .set({
        phone: body.phone,
        landline_phone: body.landline_phone,
        address: body.address,
        country_id: body.country_id,
        state_id: body.state_id,
        city_id: body.city_id,
        zip_code: body.zip_code,
        gender: body.gender,
        type: body.type,
      })
      .where(eq(clients.id, client.id));
    return c.json({ data: await loadClientOfUser(db, user.id, c.get('lang'), c.get('signer')) });
  });

  return routes;
}
