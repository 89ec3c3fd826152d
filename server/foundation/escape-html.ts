// Text put into HTML by hand. `'` is written as React writes it, so an attribute the server or the
// prerender fills reads the same as React's (server/http/landing-page.ts replaces one by the other).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
