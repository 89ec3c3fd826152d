// multipart/form-data uploads, streamed: the file goes to the store under a random name while it is
// read, the size limit stops the reading the moment it is passed, and the content's first bytes
// decide its type before anything is stored.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { UPLOAD_ORIGINAL_NAME_FIELD } from '../../src/api/contract/media.ts';
import { fieldErrors } from '../i18n/zod-issues.ts';
import type { Messages } from '../i18n/messages.ts';
import type { MediaOwnerType } from '../serializers/media.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { fileExtension, sniffType, SNIFF_BYTES, typeLabels, type FileType, type UploadRule } from '../media/file-types.ts';
import { FileTooLargeError, type FileStore } from '../storage/store.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';

export type StoredUpload = {
  /** The random key in the store (the media row's storage_name). */
  storageName: string;
  /** The customer's file name, cleaned, with the extension of its real type. */
  name: string;
  /** The name the file had before the portal renamed it (UPLOAD_ORIGINAL_NAME_FIELD), cleaned as `name`; null when not sent. */
  originalName: string | null;
  /** The type its content shows. */
  mimeType: FileType;
  size: number;
  /** The SHA-256 of the file's bytes (hex), taken as they were stored: a retried upload is told from another file by it. */
  sha256: string;
  /** Deletes the stored file, for a request that fails after it was stored; never throws (the request's own error is the one to answer). */
  discard(): Promise<void>;
};

/** The text fields (empty ones left out, the first of a repeated name kept) and the file, if one came. */
type Upload = { fields: Record<string, string>; file: StoredUpload | null };
export type UploadOptions = UploadRule & {
  field: string;
  /** The caller counted the call already, against a limit of its own (the warehouse's, server/http/warehouse-auth.ts). */
  counted?: true;
};

// A form carries a handful of short text fields besides its file.
const MAX_FIELDS = 32;
const FIELD_MAX_BYTES = 16 * 1024;
const MAX_FILES = 4;
/** What a form may add to its file (boundaries, part headers, text fields, other parts): the whole body's cap is the file's limit plus this. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
// Bidi controls and zero-width characters would make a name read other than it is ("fdp.exe" shown as "exe.pdf").
const HIDDEN_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C]/g;

const uploadErrors = (t: Messages, field: string, { maxBytes, types }: UploadRule) => ({
  notMultipart: () => new ApiError('FAILED_VALIDATION', { body: [t.upload.multipart] }, t.upload.multipart),
  tooLarge: () => {
    const text = t.upload.tooLarge(maxBytes);
    return new ApiError('PAYLOAD_TOO_LARGE', { [field]: [text] }, text);
  },
  unsupported: () => {
    const text = t.upload.unsupported(typeLabels(types));
    return new ApiError('UNSUPPORTED_MEDIA', { [field]: [text] }, text);
  },
});
type UploadErrors = ReturnType<typeof uploadErrors>;

/** The customer's name without folders, control, bidi or zero-width characters, at most 200 characters, ending in the real extension. */
function cleanName(given: string, type: FileType): string {
  const base = Array.from(given.replace(HIDDEN_CHARACTERS, '').replace(/\\/g, '/').split('/').pop() ?? '')
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('');
  const stem = Array.from(base.trim().replace(/\.[^.]*$/, '')).slice(0, 200).join('');
  return `${stem || 'file'}.${fileExtension(type)}`;
}

type FileJob = {
  store: FileStore;
  rule: UploadRule;
  errors: UploadErrors;
  /** Registers what undoes this file when the request fails. */
  onAbort: (abort: () => void) => void;
  /** Fails the request. */
  fail: (error: unknown) => void;
};

/** The sniffed first bytes, then the rest of the part as it comes, each chunk hashed into `hash` on its way. */
async function* headThenRest(head: Buffer, rest: AsyncIterator<Buffer> | null, hash: Hash): AsyncGenerator<Buffer> {
  hash.update(head);
  yield head;
  if (!rest) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    hash.update(next.value);
    yield next.value;
  }
}

/** Streams one file part to the store; null for an empty part (a form sent without a file). */
async function saveFile(stream: Readable, filename: string, { store, rule, errors, onAbort, fail }: FileJob): Promise<StoredUpload | null> {
  const stop = new AbortController();
  onAbort(() => {
    stop.abort();
    stream.destroy();
  });
  // Fails the whole request at once: the reading stops there, even while the store is writing.
  stream.once('limit', () => fail(errors.tooLarge()));

  // Decided by the first bytes, before anything is stored.
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < SNIFF_BYTES && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) return null;
  const type = sniffType(head, rule.types);
  if (!type) throw errors.unsupported();

  const storageName = `${randomBytes(16).toString('hex')}.${fileExtension(type)}`;
  const hash = createHash('sha256');
  const body = Readable.from(headThenRest(head, ended ? null : chunks, hash));
  try {
    const { size } = await store.put(storageName, body, { contentType: type, maxBytes: rule.maxBytes, signal: stop.signal });
    return {
      storageName,
      name: cleanName(filename, type),
      originalName: null,
      mimeType: type,
      size,
      sha256: hash.digest('hex'),
      discard: () => store.delete(storageName).catch(() => undefined),
    };
  } catch (error) {
    throw error instanceof FileTooLargeError ? errors.tooLarge() : error;
  }
}

/**
 * Reads a multipart/form-data request of the signed-in customer: its text fields and the file of
 * `field`, streamed to the store. TOO_MANY_REQUESTS past the customer's uploads an hour;
 * PAYLOAD_TOO_LARGE (413) once the file passes `maxBytes` or the whole body passes it plus
 * FORM_OVERHEAD_BYTES (reading stops there), UNSUPPORTED_MEDIA (422) when its first bytes are
 * none of `types`, FAILED_VALIDATION for a body that is not a well-formed multipart form. Files of
 * other fields are skipped (their bytes still count).
 */
async function readUpload(c: Context<AppEnv>, { field, counted, ...rule }: UploadOptions): Promise<Upload> {
  // Counted before anything is read: a refused or broken upload costs the server as much.
  if (!counted) await countPerCustomer(c, c.get('limits').uploads);
  const errors = uploadErrors(c.get('t'), field, rule);
  const contentType = c.req.header('Content-Type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) throw errors.notMultipart();
  const maxBodyBytes = rule.maxBytes + FORM_OVERHEAD_BYTES;
  if (Number(c.req.header('Content-Length')) > maxBodyBytes) throw errors.tooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy reports the limit when a file reaches it, so one byte more tells a file that is over it.
      limits: { fileSize: rule.maxBytes + 1, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES, parts: MAX_FIELDS + MAX_FILES },
    });
  } catch {
    throw errors.notMultipart();
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const { store } = c.get('deps');

  return new Promise<Upload>((resolve, reject) => {
    const fields = new Map<string, string>();
    const aborts: (() => void)[] = [];
    let saving: Promise<StoredUpload | null> | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      for (const abort of aborts) abort();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (value !== '' && !fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || saving) {
        stream.resume();
        return;
      }
      saving = saveFile(stream, info.filename ?? '', { store, rule, errors, onAbort: (abort) => aborts.push(abort), fail });
      saving.catch(fail);
    });
    parser.on('error', () => fail(errors.notMultipart()));
    // Chunked, or with parts busboy skips: the body itself is counted as it comes.
    let received = 0;
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(errors.tooLarge());
    });
    parser.on('close', () => {
      (saving ?? Promise.resolve(null)).then((file) => {
        if (failed) {
          void file?.discard();
          return;
        }
        const original = fields.get(UPLOAD_ORIGINAL_NAME_FIELD);
        fields.delete(UPLOAD_ORIGINAL_NAME_FIELD);
        resolve({ fields: Object.fromEntries(fields), file: file && { ...file, originalName: original ? cleanName(original, file.mimeType) : null } });
      }, fail);
    });
    source.on('error', fail);
    source.pipe(parser);
  });
}

/** Runs `work` with a stored file, deleting the file when `work` fails. */
export async function keepUpload<T>(file: StoredUpload, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await file.discard();
    throw error;
  }
}

/** The media row that keeps a stored upload for one record (`owner_type` and `owner_id`) of a client. */
export function uploadedMedia(file: StoredUpload, owner: { client_id: number; owner_type: MediaOwnerType; owner_id: number }, now: Date) {
  return {
    ...owner,
    storage_name: file.storageName,
    name: file.name,
    original_name: file.originalName,
    mime_type: file.mimeType,
    size: file.size,
    created_at: now,
  };
}

/**
 * readUpload, then the text fields through `schema` and the file required: FAILED_VALIDATION with
 * every field's errors at once (the file's under `field`); the stored file is deleted on any error.
 */
export async function readUploadForm<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  options: UploadOptions,
): Promise<{ fields: z.output<S>; file: StoredUpload }> {
  const t = c.get('t');
  const { fields, file } = await readUpload(c, options);
  const parsed = schema.safeParse(fields, { reportInput: true });
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues, t.validation);
  // A form field left out or empty is missing, whatever type the schema coerces it to.
  for (const name of Object.keys(errors)) if (!Object.hasOwn(fields, name)) errors[name] = [t.validation.required];
  for (const [name, value] of Object.entries(fields)) if (value.includes('\u0000')) errors[name] = [t.validation.format];
  if (!file) errors[options.field] = [t.validation.required];
  if (!file || !parsed.success || Object.keys(errors).length > 0) {
    await file?.discard();
    throw new ApiError('FAILED_VALIDATION', errors);
  }
  return { fields: parsed.data, file };
}
