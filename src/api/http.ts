import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { ApiError, parseRetryAfter } from './api-error.ts';
import type { ConnectivityStore } from './connectivity.ts';
import { KEPT_FIRST_HEADER, NO_SERVER_STATUSES, STORED_AT_HEADER } from './contract/offline-data.ts';
import { withEarlyAnswer } from './early-answer.ts';
import { apiHeaders, REQUEST_TIMEOUT_MS } from './request-parts.ts';
import { createUploader, errorFromAnswer, type UploadOptions } from './upload.ts';

/** The statuses a GET is retried after: timeouts, conflicts and server failures, never a 429. */
const RETRIED_STATUSES = [408, 409, 425, 500, 502, 503, 504];

/** When the service worker's kept copy came (STORED_AT_HEADER); null for an answer from the network. */
function storedAtOf(headers: Headers): number | null {
  const stored = Date.parse(headers.get(STORED_AT_HEADER) ?? '');
  return Number.isNaN(stored) ? null : stored;
}

/** How long a shared answer (the company's data) is reused before it is asked for again. */
export const SHARED_ANSWER_MS = 10 * 60_000;

export type HttpConfig = {
  baseURL: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called when a request that carried the current token (getToken's) is refused with 401. */
  onUnauthorized?: () => void;
  /** Told of every answer and failure (docs/product.md#offline-reading). */
  connectivity?: Pick<ConnectivityStore, 'answered' | 'unreachable' | 'keptFirst'>;
  /** Tests inject a fetch; the browser's is used otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Tests move the clock (the shared answers' age, a Retry-After given as a date). */
  now?: () => number;
};

export type RequestOptions = Pick<FetchOptions<'json'>, 'method' | 'body' | 'query' | 'signal'> & {
  /** A token to use instead of the stored one (start-up validation, sign-up). */
  token?: string | null;
  /**
   * The company's data: one answer per language, path, query and session (the site content's
   * agents follow the customer's country, so a new sign-in asks again), parsed once and shared by
   * every component that asks for it within SHARED_ANSWER_MS. A failed answer is not kept.
   */
  shared?: boolean;
};

export type Http = {
  request<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>>;
  /** For answers with no body (204). */
  send(path: string, options?: RequestOptions): Promise<void>;
  /** A multipart POST (or PATCH) with upload progress (src/api/upload.ts). */
  upload<S extends z.ZodType>(schema: S, path: string, body: FormData, options?: UploadOptions): Promise<z.infer<S>>;
};

export function createHttp(config: HttpConfig): Http {
  const client = ofetch.create(
    {
      baseURL: config.baseURL,
      timeout: REQUEST_TIMEOUT_MS,
      // ofetch retries only GETs by default; one retry, as decided.
      retry: 1,
      retryDelay: 300,
      // ofetch's own list less 429: a refusal over a limit asks to wait (Retry-After), and a retry
      // at once would only spend another attempt (docs/product.md#rate-limits).
      retryStatusCodes: RETRIED_STATUSES,
    },
    // The fetch implementation is a global option of ofetch (its second argument), not a request
    // default. The requests the entry started early are answered from there (early-requests.ts).
    { fetch: withEarlyAnswer(config.fetch ?? ((input, init) => fetch(input, init))) },
  );

  const sharedAnswers = new Map<string, { at: number; answer: Promise<unknown> }>();
  const now = config.now ?? Date.now;

  async function call(path: string, options: RequestOptions = {}) {
    const { token: explicitToken, shared: _shared, ...rest } = options;
    const token = explicitToken === undefined ? config.getToken() : explicitToken;
    const headers = apiHeaders(config.getLanguage(), token);
    const method = (rest.method ?? 'GET').toUpperCase();
    try {
      const response = await client.raw(path, { ...rest, method, headers, retry: method === 'GET' ? 1 : 0 });
      if (response.headers.has(KEPT_FIRST_HEADER)) config.connectivity?.keptFirst();
      else config.connectivity?.answered(storedAtOf(response.headers));
      return response;
    } catch (error) {
      const apiError = toApiError(error, now());
      if (apiError.code === 'NETWORK_ERROR') config.connectivity?.unreachable();
      else if (!NO_SERVER_STATUSES.includes(apiError.status)) config.connectivity?.answered(null);
      // A 401 ends the session only when the request carried the session's own token, as it is
      // now: an answer to a token another tab has since replaced, or to one given explicitly (the
      // sign-up's), says nothing of the session. A 401 without a token ends nothing either: the
      // session hands its token to every request, so a request without one comes from a tab with
      // no session (a wrong password at sign-in answers 401), and there is no session to end.
      if (apiError.status === 401 && token && token === config.getToken()) config.onUnauthorized?.();
      throw apiError;
    }
  }

  return {
    async request(schema, path, options) {
      const load = async () => {
        const response = await call(path, options);
        const parsed = schema.safeParse(response._data);
        if (!parsed.success) {
          throw new ApiError('INVALID_RESPONSE', response.status, `Unexpected answer from ${path}`);
        }
        return parsed.data;
      };
      if (!options?.shared) return load();
      const token = options.token === undefined ? config.getToken() : options.token;
      const key = JSON.stringify([config.getLanguage(), token, path, options.query ?? null]);
      const kept = sharedAnswers.get(key);
      // One path, one schema: the kept answer is this call's type.
      if (kept && now() - kept.at < SHARED_ANSWER_MS) return kept.answer as ReturnType<typeof load>;
      const answer = load();
      sharedAnswers.set(key, { at: now(), answer });
      answer.catch(() => {
        if (sharedAnswers.get(key)?.answer === answer) sharedAnswers.delete(key);
      });
      return answer;
    },
    async send(path, options) {
      await call(path, options);
    },
    upload: createUploader(config, { timeoutMs: REQUEST_TIMEOUT_MS }),
  };
}

export function toApiError(error: unknown, now: number = Date.now()): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const retryAfter = parseRetryAfter(error.response?.headers.get('Retry-After'), now);
    return errorFromAnswer(error.response?.status ?? 0, error.data, error.message, retryAfter);
  }
  return new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
}
