// What every API request is made of, for the client (http.ts) and the uploads (upload.ts). The
// requests the entry starts early write the same out (early-requests.ts).

/** How long a call may take before it counts as no connection. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** `path` under the API's base address, as the client joins them. */
export const apiUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The language, JSON, and the bearer token when there is one (docs/product.md#requests). */
export function apiHeaders(language: string, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': language, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
