// An instant read from a JSON column (server/db/json.ts): PostgreSQL writes it in the session's
// zone, and the API gives every instant as toISOString does.
export const instantOfJson = (text: string): string => new Date(text).toISOString();
