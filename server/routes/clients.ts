// The customer's profile: created once in the sign-up data step, then updated from the profile.
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ClientCreateSchema, ClientUpdateSchema, PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { clients, media } from '../db/schema.ts';
import { birthDateErrors, fixedFieldErrors, newProfileErrors, nextLocker } from '../domain/client-profile.ts';
import { creatorClientId, findClientId } from '../domain/current-client.ts';
import { placeErrors } from '../domain/places.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { logOf } from '../http/log.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { idParam } from '../http/validate.ts';
import { IMAGE_UPLOAD } from '../media/file-types.ts';
import { loadClientOfUser } from '../serializers/client.ts';

// Two sign-ups racing for the same locker code: the loser takes the next one.
const LOCKER_ATTEMPTS = 5;
/** The profile picture's form carries the file alone; other text fields are ignored. */
const NO_FIELDS = z.object({});

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
          // The sign-up's language, for the e-mails (docs/product.md#notices).
          language: c.get('lang'),
          created_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: clients.id });
      if (created) return c.json({ data: await loadClientOfUser(db, user.id, c.get('lang'), c.get('signer')) }, 201);
      if ((await findClientId(db, user.id)) !== null) throw exists();
    }
    throw new Error('No free locker code after several attempts');
  });

  // Name, last name, e-mail and document may be sent again but not changed; the birth date may change.
  routes.patch('/clients/:id{[0-9]+}', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
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
    refuseErrors({
      ...fixedFieldErrors(t, client, body),
      ...birthDateErrors(t, body.birth_date, clock.now()),
      ...(await placeErrors(db, body, t)),
    });

    // undefined leaves a column as it is; null clears the landline and the postal code.
    await db
      .update(clients)
      .set({
        phone: body.phone,
        landline_phone: body.landline_phone,
        address: body.address,
        birth_date: body.birth_date,
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

  // multipart/form-data with the picture as `profile_picture`: JPEG or PNG, at most 10 MB. The new
  // picture replaces the old one, whose row and file are removed.
  routes.patch('/clients/me/profile-picture', requireAuth, async (c) => {
    const { db, clock, store } = c.get('deps');
    const user = c.get('user');
    const clientId = creatorClientId(c.get('t'), user);
    const { file } = await readUploadForm(c, NO_FIELDS, { field: PROFILE_PICTURE_FIELD, ...IMAGE_UPLOAD });
    const replaced = await keepUpload(file, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ mediaId: clients.profile_image_media_id })
          .from(clients)
          .where(eq(clients.id, clientId))
          .for('update');
        const [created] = await tx
          .insert(media)
          .values(uploadedMedia(file, { client_id: clientId, owner_type: 'profile', owner_id: clientId }, clock.now()))
          .returning({ id: media.id });
        if (!created) throw new Error('The new profile picture was not stored');
        await tx.update(clients).set({ profile_image_media_id: created.id }).where(eq(clients.id, clientId));
        const oldId = current?.mediaId ?? null;
        if (oldId === null) return null;
        const [old] = await tx
          .delete(media)
          .where(and(eq(media.id, oldId), eq(media.client_id, clientId)))
          .returning({ storageName: media.storage_name });
        return old?.storageName ?? null;
      }),
    );
    // The new picture is in place: an old file left behind costs space, not the customer's answer.
    if (replaced) await store.delete(replaced).catch((error: unknown) => logOf(c.get('deps')).warn({ requestId: c.get('requestId'), err: error }, 'old profile picture not removed'));
    return c.json({ data: await loadClientOfUser(db, user.id, c.get('lang'), c.get('signer')) });
  });

  return routes;
}
