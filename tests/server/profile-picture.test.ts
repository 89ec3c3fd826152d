// PATCH api/clients/me/profile-picture: a JPEG or PNG streamed to disk, served back to its owner only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { UserResponseSchema } from '../../src/api/contract/auth.ts';
import { ClientResponseSchema, PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { clients, media } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { form, jpegFile, pdfFile, pngFile, refusedUpload, streamedForm, type TestFile } from './support/uploads.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();
/** The file a signed link points at: the link itself changes with the minute it is issued in. */
const fileOf = (url: string | null | undefined) => (url ? new URL(url, 'http://localhost').pathname : url);
const PATH = '/api/clients/me/profile-picture';

async function send(body: BodyInit, { email = DEMO, lang, headers }: { email?: string; lang?: string; headers?: Record<string, string> } = {}) {
  return t.request(PATH, { method: 'PATCH', token: await t.tokenFor(email), body, lang, headers });
}
const picture = (file: TestFile) => form({}, file, PROFILE_PICTURE_FIELD);

async function uploaded(file: TestFile, email = DEMO) {
  const res = await send(picture(file), { email });
  expect(res.status).toBe(200);
  const { data } = ClientResponseSchema.parse(await res.json());
  expect(data.profile_image).not.toBeNull();
  return data;
}

/** The media row behind a profile_image URL. */
async function rowOf(url: string) {
  const id = Number(new URL(url, 'http://localhost').pathname.split('/').pop());
  const [row] = await t.db.select().from(media).where(eq(media.id, id));
  return row!;
}

const me = async (email: string) =>
  UserResponseSchema.parse(await (await t.request('/api/users/me', { token: await t.tokenFor(email) })).json()).data;

const pictureRows = async () => (await t.db.select({ n: count() }).from(media).where(eq(media.owner_type, 'profile')))[0]!.n;
const refusedWithoutTrace = (sendIt: () => Promise<Response>) => refusedUpload(t.uploadsDir, pictureRows, sendIt);

describe('PATCH api/clients/me/profile-picture: accepted', () => {
  it('stores a PNG as the client\u2019s picture and answers the client with its signed URL, served to the owner', async () => {
    const file = pngFile('yo.png');
    const data = await uploaded(file);
    expect(data.id).toBe(await clientIdOf(t.db, DEMO));
    expect(data.profile_image).toMatch(/^\/api\/media\/\d+\?exp=\d+&sig=[\w-]+$/);
    expect(fileOf((await me(DEMO)).client?.profile_image)).toBe(fileOf(data.profile_image));

    const row = await rowOf(data.profile_image!);
    expect(row).toMatchObject({ owner_type: 'profile', owner_id: data.id, client_id: data.id, mime_type: 'image/png', name: 'yo.png' });
    const [client] = await t.db.select().from(clients).where(eq(clients.id, data.id));
    expect(client!.profile_image_media_id).toBe(row.id);
    expect(readFileSync(join(t.uploadsDir, row.storage_name)).equals(Buffer.from(file.data))).toBe(true);

    const served = await t.request(data.profile_image!, { token: await t.tokenFor(DEMO) });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(file.data))).toBe(true);
  });

  it('replaces the picture with a JPEG, typed by its content; the old row and file are removed', async () => {
    const before = await uploaded(pngFile());
    const old = await rowOf(before.profile_image!);
    const data = await uploaded({ ...jpegFile('perfil.png'), type: 'image/png' });
    const row = await rowOf(data.profile_image!);
    expect(row.id).not.toBe(old.id);
    expect(row).toMatchObject({ mime_type: 'image/jpeg', name: 'perfil.jpg' });

    const served = await t.request(data.profile_image!, { token: await t.tokenFor(DEMO) });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await t.db.select().from(media).where(eq(media.id, old.id))).length).toBe(0);
    expect(existsSync(join(t.uploadsDir, old.storage_name))).toBe(false);
    await expectError(await t.request(before.profile_image!), 'NOT_FOUND');
    const own = await t.db.select().from(media).where(and(eq(media.owner_type, 'profile'), eq(media.client_id, data.id)));
    expect(own.map((r) => r.id)).toEqual([row.id]);
  });

  it('keeps the file name without bidi controls or zero-width characters', async () => {
    const data = await uploaded(pngFile('\u202Eyo\u200B en\u2067 la playa\u2069\uFEFF.png'));
    expect((await rowOf(data.profile_image!)).name).toBe('yo en la playa.png');
  });

  it('takes a picture of exactly PROFILE_PICTURE_MAX_BYTES', async () => {
    const upload = streamedForm({}, pngFile().data.subarray(0, 8), PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_FIELD);
    const res = await send(upload.body, { email: OTHER, headers: { 'Content-Type': upload.contentType } });
    expect(res.status).toBe(200);
    const { data } = ClientResponseSchema.parse(await res.json());
    expect((await rowOf(data.profile_image!)).size).toBe(PROFILE_PICTURE_MAX_BYTES);
  });
});

describe('PATCH api/clients/me/profile-picture: ownership', () => {
  it('changes only the caller\u2019s picture, and another customer cannot reach it by its id', async () => {
    const mine = await uploaded(pngFile(), DEMO);
    const theirs = await uploaded(jpegFile(), OTHER);
    expect(fileOf((await me(DEMO)).client?.profile_image)).toBe(fileOf(mine.profile_image));
    expect(fileOf((await me(OTHER)).client?.profile_image)).toBe(fileOf(theirs.profile_image));

    // The signed URL is the proof of ownership: only the owner's answers carry it. Without it, or with
    // the signature of another customer's picture, the file is not found, whatever token is sent.
    const id = (await rowOf(mine.profile_image!)).id;
    const otherToken = await t.tokenFor(OTHER);
    const otherUrl = new URL(theirs.profile_image!, 'http://localhost');
    for (const path of [`/api/media/${id}`, `/api/media/${id}${otherUrl.search}`]) {
      await expectError(await t.request(path, { token: otherToken }), 'NOT_FOUND');
    }
  });
});

describe('PATCH api/clients/me/profile-picture: refused', () => {
  it('answers 413 PAYLOAD_TOO_LARGE one byte over the limit, keeping nothing and the old picture', async () => {
    const before = (await me(DEMO)).client?.profile_image;
    const upload = streamedForm({}, pngFile().data.subarray(0, 8), PROFILE_PICTURE_MAX_BYTES + 1, PROFILE_PICTURE_FIELD);
    const res = await refusedWithoutTrace(() => send(upload.body, { lang: 'en', headers: { 'Content-Type': upload.contentType } }));
    const body = await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(body.errors).toEqual({ profile_picture: ['The file must be at most 10 MB.'] });
    expect(fileOf((await me(DEMO)).client?.profile_image)).toBe(fileOf(before));
  });

  it('stops reading a large body at the limit', async () => {
    const upload = streamedForm({}, pngFile().data.subarray(0, 8), 5 * PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_FIELD);
    await expectError(await refusedWithoutTrace(() => send(upload.body, { headers: { 'Content-Type': upload.contentType } })), 'PAYLOAD_TOO_LARGE');
    expect(upload.pulled()).toBeLessThan(PROFILE_PICTURE_MAX_BYTES + 1_000_000);
  });

  it('answers 422 UNSUPPORTED_MEDIA for a PDF, in the request\u2019s language', async () => {
    for (const [lang, text] of [['es', 'Formato de archivo no soportado (JPEG o PNG).'], ['en', 'Unsupported file format (JPEG or PNG).']]) {
      const res = await refusedWithoutTrace(() => send(picture(pdfFile('foto.pdf')), { lang }));
      const body = await expectError(res, 'UNSUPPORTED_MEDIA');
      expect(body.message).toBe(text);
      expect(body.errors).toEqual({ profile_picture: [text] });
    }
  });

  it('refuses a PDF or a text file named and declared as a PNG', async () => {
    const text = { data: new TextEncoder().encode('not a picture at all\n'), name: 'foto.png', type: 'image/png' };
    for (const file of [{ ...pdfFile(), name: 'foto.png', type: 'image/png' }, text]) {
      await expectError(await refusedWithoutTrace(() => send(picture(file))), 'UNSUPPORTED_MEDIA');
    }
  });

  it('answers FAILED_VALIDATION on `profile_picture` when no file, an empty one, or another field is sent', async () => {
    const empty = { data: new Uint8Array(0), name: '', type: 'application/octet-stream' };
    for (const body of [form({ note: 'x' }), picture(empty), form({}, pngFile(), 'picture')]) {
      const error = await expectError(await refusedWithoutTrace(() => send(body, { lang: 'en' })), 'FAILED_VALIDATION');
      expect(error.errors).toEqual({ profile_picture: ['This field is required.'] });
    }
  });

  it('answers FAILED_VALIDATION to a JSON or broken body', async () => {
    const token = await t.tokenFor(DEMO);
    for (const res of [
      await t.request(PATH, { method: 'PATCH', token, json: { profile_picture: 'x' } }),
      await t.request(PATH, { method: 'PATCH', token }),
      await t.request(PATH, { method: 'PATCH', token, body: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
    ]) {
      expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {})).toEqual(['body']);
    }
  });

  it('answers FAILED_VALIDATION to a user without a client, 401 without a token', async () => {
    const res = await refusedWithoutTrace(() => send(picture(pngFile()), { email: NO_CLIENT, lang: 'en' }));
    expect((await expectError(res, 'FAILED_VALIDATION')).message).toBe('Please complete your personal details first.');
    await expectError(await t.request(PATH, { method: 'PATCH', body: picture(pngFile()) }), 'AUTHENTICATION_EXCEPTION');
  });
});
