// Request input -> typed values, or FAILED_VALIDATION with translated per-field errors.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../i18n/zod-issues.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

const INT4_MAX = 2_147_483_647;

/** A multipart body: an upload, read only by readUpload (streamed, with its own limits). */
export const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? '');

export function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new ApiError('FAILED_VALIDATION', fieldErrors(result.error.issues, c.get('t').validation));
}

/**
 * A JSON body; an empty body counts as `{}` so missing fields get their own errors. A multipart
 * body is refused unread: the JSON size limit lets multipart through for the upload routes only.
 */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  if (isMultipart(c.req.header('Content-Type'))) {
    const t = c.get('t');
    throw new ApiError('FAILED_VALIDATION', { body: [t.invalidJson] }, t.invalidJson);
  }
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      const t = c.get('t');
      throw new ApiError('FAILED_VALIDATION', { body: [t.invalidJson] }, t.invalidJson);
    }
  }
  return validate(c, schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return validate(c, schema, c.req.query());
}

/** A numeric id from the path; anything that cannot be a row id is simply not found. */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) throw new ApiError('NOT_FOUND');
  return id;
}

/** True when a number fits a PostgreSQL integer column, so a query cannot overflow. */
export const fitsInt4 = (n: number) => Number.isInteger(n) && n >= -INT4_MAX - 1 && n <= INT4_MAX;
