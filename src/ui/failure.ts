/**
 * What ui/ reads of a failure: the `code` and `status` of the API client's errors (an Error named
 * 'ApiError', src/api/api-error.ts), recognised by name so that ui/ imports nothing from api/.
 * Any other thrown value has neither.
 */
type Failure = { code?: unknown; status?: unknown };

const asFailure = (error: unknown): Failure => (error instanceof Error && error.name === 'ApiError' ? (error as Failure) : {});

/** The server's (or the client's) code of a failure, e.g. NOT_FOUND; undefined for any other error. */
export const failureCode = (error: unknown): string | undefined => {
  const { code } = asFailure(error);
  return typeof code === 'string' ? code : undefined;
};

/** A failure to reach the server at all (offline, timeout): the client's NETWORK_ERROR or status 0. */
export const isUnreachable = (error: unknown): boolean =>
  failureCode(error) === 'NETWORK_ERROR' || asFailure(error).status === 0;
