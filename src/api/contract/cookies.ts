// Cookies the portal writes and the server reads to send the right first page.
/** The language choice, named as i18next names it (the detection order of docs/product.md#languages). */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY = 'lng';
/** Set while a token is stored (never the token itself): `/` then skips the prerendered sign-in page. */
export const SESSION_HINT_COOKIE = 'casillero_session';
