/** The seeded accounts (server/seed) every server test signs in with. */
export const PASSWORD = 'casillero-demo';
export const DEMO = 'demo@casillero.test';
export const OTHER = 'otro@casillero.test';
export const NO_CLIENT = 'sinperfil@casillero.test';
