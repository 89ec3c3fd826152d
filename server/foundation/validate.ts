// Request input -> typed values, or FAILED_VALIDATION with translated per-field errors.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { Messages } from '../i18n/messages.ts';
import { issueField, issueText } from '../i18n/zod-issues.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** The largest value of a PostgreSQL integer column: ids never pass it. */
export const INT4_MAX = 2_147_483_647;
/** The most unknown fields a refusal names, and the longest name it repeats: the others are told under their object, so a refusal stays small. */
export const UNKNOWN_FIELDS_NAMED_MAX = 20;
export const UNKNOWN_FIELD_NAME_MAX = 100;

/**
 * The per-field errors of refused input, as server/i18n/zod-issues.ts words them, with what a caller
 * needs to mend its call (docs/product.md#the-warehouse-api): each unknown field under its own name,
 * and the values an enum allows. A literal (one value) is a fixed field, not a choice: its text stays.
 */
export function inputErrors(issues: readonly z.core.$ZodIssue[], t: Messages['validation']): FieldErrors {
  // A Map: an unknown field may be named `__proto__` or `constructor`.
  const errors = new Map<string, string[]>();
  const add = (field: string, text: string) => {
    const texts = errors.get(field) ?? [];
    if (!texts.includes(text)) texts.push(text);
    errors.set(field, texts);
  };
  let named = 0;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const nameable = named < UNKNOWN_FIELDS_NAMED_MAX && key.length <= UNKNOWN_FIELD_NAME_MAX;
        if (nameable) named++;
        if (nameable) add(issueField({ ...issue, path: [...issue.path, key] }), t.unknownField);
        else add(issueField(issue), t.unknownKeys);
      }
    } else if (issue.code === 'invalid_value' && issue.values.length > 1) {
      add(issueField(issue), t.oneOf(issue.values.map(String)));
    } else {
      add(issueField(issue), issueText(issue, t));
    }
  }
  return Object.fromEntries(errors);
}

/** A multipart body: an upload, read only by readUpload (streamed, with its own limits). */
export const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? '');

export function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new ApiError('FAILED_VALIDATION', inputErrors(result.error.issues, c.get('t').validation));
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
