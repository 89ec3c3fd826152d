// The demo customer signed in, once per language, by the setup project (e2e/demo.setup.ts): its
// token and language in local storage and the session hint cookie. A spec that is not about
// signing in starts from it with `test.use({ storageState: DEMO_STATE.es })`. Named after the
// main server's port: a token is only good on the server that gave it.
import { E2E_SERVERS } from './servers.ts';

const file = (language: string) => `.auth/demo-${language}-${E2E_SERVERS.main.port}.json`;

export const DEMO_STATE = { es: file('es'), en: file('en') } as const;
