/** What went wrong with a route: it does not exist, its code could not be fetched, or a defect. */
export type RouteFailure = 'notFound' | 'unloaded' | 'defect';

// How each browser says a lazily loaded module (or its styles) could not be fetched.
const UNLOADED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i;

/** A lazily loaded screen whose code (or styles) the browser could not fetch: a lost connection, a new release. */
const isUnloaded = (error: unknown) => error instanceof Error && UNLOADED.test(error.message);

export function routeFailureOf(error: unknown, unknownAddress: boolean): RouteFailure {
  if (unknownAddress) return 'notFound';
  return isUnloaded(error) ? 'unloaded' : 'defect';
}
