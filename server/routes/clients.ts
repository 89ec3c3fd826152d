// The customer's profile: created once in the sign-up data step, then updated from the profile.
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { ClientCreateSchema, ClientResponseSchema, ClientUpdateSchema, PROFILE_PICTURE_FIELD, type Client } from '../../src/api/contract/client.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { clients, media } from '../db/schema.ts';
import { birthDateErrors, fixedFieldErrors, newProfileErrors, nextLocker } from '../domain/client-profile.ts';
import { creatorClientId, findClientId } from '../domain/current-client.ts';
import { placeErrors } from '../domain/places.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { logOf } from '../foundation/log.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { idParam } from '../foundation/validate.ts';
import { IMAGE_UPLOAD } from '../media/file-types.ts';
import { loadClientOfUser } from '../serializers/client.ts';

// Two sign-ups racing for the same locker code: the loser takes the next one.
const LOCKER_ATTEMPTS = 5;
/** The profile picture's form carries the file alone; other text fields are ignored. */
const NO_FIELDS = z.object({});

/** The caller's profile as the answers show it, read back after a change. */
async function profileOf(c: Context<AppEnv>, userId: number): Promise<Client> {
  const client = await loadClientOfUser(c.get('deps').db, userId, c.get('lang'), c.get('signer'));
  if (!client) throw new Error('The profile could not be read back');
  return client;
}

const signedIn = { tags: ['Customer profile'], security: SIGNED_IN, middleware: requireAuth };

const createProfile = createRoute({
  ...signedIn,
  method: 'post',
  path: '/clients',
  operationId: 'createProfile',
  summary: "Creates the signed-in user's customer profile, with a locker",
  description: "Once per account, in the sign-up data step; the profile takes the account's e-mail and the request's language.",
  request: { body: { ...json(ClientCreateSchema, 'The profile, terms accepted'), required: true } },
  responses: {
    201: json(ClientResponseSchema, 'The profile made'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const editProfile = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/clients/{id}',
  operationId: 'editProfile',
  summary: "Edits the customer's profile",
  description: 'Name, last name, e-mail and document may be sent again but not changed; the birth date may change. A null or blank landline or postal code clears it.',
  request: { params: idParams('id'), body: { ...json(ClientUpdateSchema, 'The fields to change'), required: true } },
  responses: {
    200: json(ClientResponseSchema, 'The profile edited'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const replaceProfilePicture = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/clients/me/profile-picture',
  operationId: 'replaceProfilePicture',
  summary: "Replaces the customer's profile picture",
  description: `At most ${PROFILE_PICTURE_MAX_BYTES / 1_000_000} MB. The old picture, if any, is removed. Counted against the customer's uploads.`,
  request: {
    body: {
      description: `The picture as \`${PROFILE_PICTURE_FIELD}\`, a JPEG or a PNG`,
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ [PROFILE_PICTURE_FIELD]: z.string().meta({ format: 'binary' }) }) } },
    },
  },
  responses: {
    200: json(ClientResponseSchema, 'The profile with its new picture'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'FAILED_VALIDATION', 'UNSUPPORTED_MEDIA', 'PAYLOAD_TOO_LARGE'),
  },
});

export function clientRoutes() {
  const routes = describedRoutes();

  on(routes, createProfile, async (c) => {
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
      if (created) return c.json({ data: await profileOf(c, user.id) }, 201);
      if ((await findClientId(db, user.id)) !== null) throw exists();
    }
    throw new Error('No free locker code after several attempts');
  });

  // Name, last name, e-mail and document may be sent again but not changed; the birth date may change.
  on(routes, editProfile, async (c) => {
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
    return c.json({ data: await profileOf(c, user.id) }, 200);
  });

  // multipart/form-data with the picture as `profile_picture`: JPEG or PNG, at most 10 MB. The new
  // picture replaces the old one, whose row and file are removed.
  on(routes, replaceProfilePicture, async (c) => {
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
    return c.json({ data: await profileOf(c, user.id) }, 200);
  });

  return routes;
}
