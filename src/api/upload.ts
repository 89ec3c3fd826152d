import type { z } from 'zod';
import { ApiError, parseRetryAfter } from './api-error.ts';
import { ErrorBodySchema, ErrorMetaSchema } from './contract/envelope.ts';
import type { HttpConfig } from './http.ts';
import { apiHeaders, apiUrl } from './request-parts.ts';

/** How much of a body has gone up, in bytes. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** Called as the body goes up (ofetch cannot report this, hence XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** POST unless the route says otherwise (the profile picture is a PATCH). */
  method?: 'POST' | 'PATCH';
};

/** A multipart body: the text fields (undefined ones left out), then the file under `fileField`. */
export function multipartBody(fields: Record<string, unknown>, fileField: string, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.append(name, String(value));
  body.append(fileField, file, file.name);
  return body;
}

export type Uploader = <S extends z.ZodType>(schema: S, path: string, body: FormData, options?: UploadOptions) => Promise<z.infer<S>>;

type UploaderOptions = {
  timeoutMs: number;
  /** Tests inject a fake; the browser's XMLHttpRequest otherwise. */
  createXhr?: () => XMLHttpRequest;
};

/** The error body as the portal reads it: a `meta` it cannot read (another backend's) is left out, never a failed answer. */
const ErrorAnswerSchema = ErrorBodySchema.extend({ meta: ErrorMetaSchema.optional().catch(undefined) });

/**
 * The typed error of an answer that is not a success: the contract's error body, or the status
 * alone; with the wait its Retry-After asked for, in seconds.
 */
export function errorFromAnswer(status: number, data: unknown, fallbackMessage: string, retryAfterSeconds: number | null = null): ApiError {
  const body = ErrorAnswerSchema.safeParse(data);
  if (body.success) return new ApiError(body.data.code, status, body.data.message, body.data.errors, retryAfterSeconds, body.data.meta);
  if (status === 0) return new ApiError('NETWORK_ERROR', 0, fallbackMessage);
  return new ApiError(status >= 500 ? 'SERVER_ERROR' : 'INVALID_RESPONSE', status, fallbackMessage);
}


const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A multipart POST (or PATCH) that reports its upload progress: the same base URL, bearer token,
 * Accept-Language, timeout and typed errors as the HTTP client (src/api/http.ts), and the same
 * sign-out on a 401 to a call that carried a token. Never retried.
 */
export function createUploader(config: HttpConfig, { timeoutMs, createXhr = () => new XMLHttpRequest() }: UploaderOptions): Uploader {
  return (schema, path, body, options = {}) =>
    new Promise((resolve, reject) => {
      const token = config.getToken();
      const xhr = createXhr();
      const fail = (error: ApiError) => {
        options.signal?.removeEventListener('abort', abort);
        if (error.status === 401 && token) config.onUnauthorized?.();
        reject(error);
      };
      const abort = () => xhr.abort();
      xhr.open(options.method ?? 'POST', apiUrl(config.baseURL, path));
      xhr.timeout = timeoutMs;
      for (const [name, value] of Object.entries(apiHeaders(config.getLanguage(), token))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.total || event.loaded });
      xhr.onload = () => {
        const data = parseJson(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          const retryAfter = parseRetryAfter(xhr.getResponseHeader('Retry-After'), Date.now());
          fail(errorFromAnswer(xhr.status, data, `${xhr.status} ${xhr.statusText}`, retryAfter));
          return;
        }
        const parsed = schema.safeParse(data);
        if (!parsed.success) {
          fail(new ApiError('INVALID_RESPONSE', xhr.status, `Unexpected answer from ${path}`));
          return;
        }
        options.signal?.removeEventListener('abort', abort);
        resolve(parsed.data);
      };
      xhr.onerror = () => fail(new ApiError('NETWORK_ERROR', 0, 'The upload failed'));
      xhr.ontimeout = () => fail(new ApiError('NETWORK_ERROR', 0, 'The upload timed out'));
      xhr.onabort = () => fail(new ApiError('NETWORK_ERROR', 0, 'The upload was cancelled'));
      if (options.signal?.aborted) {
        fail(new ApiError('NETWORK_ERROR', 0, 'The upload was cancelled'));
        return;
      }
      options.signal?.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
}
