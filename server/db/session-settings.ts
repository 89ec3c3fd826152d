// Every query the server sends picks rows by a key (the caller's client, a record's id, a token's
// hash) and pages them, so one plan fits every value. Left to choose, PostgreSQL planned the
// packages list again on each request (its plan for a known LIMIT looks cheaper than one for any):
// 0.37 ms of the 0.72 it spent on it, and PGlite likewise.

/** Set on every connection (PostgreSQL) or on the one session (PGlite). */
export const SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

/** The same as SQL, for PGlite, which has no connection parameters. */
export const sessionSettingsSql = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join('\n');
