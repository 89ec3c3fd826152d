/** The seeded accounts (server/seed) every server test signs in with. */
export const PASSWORD = 'casillero-demo';
export const DEMO = 'demo@casillero.test';
export const OTHER = 'otro@casillero.test';
export const NO_CLIENT = 'sinperfil@casillero.test';

/** A bearer token as the server hands it out: 256 random bits in base64url (server/auth/tokens.ts). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
