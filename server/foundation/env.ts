import type { Language } from '../../src/api/contract/limits.ts';
import type { Messages } from '../i18n/messages.ts';
import type { Deps } from './deps.ts';
import type { Limits } from '../rate-limits.ts';
import type { MediaSigner } from '../media/sign.ts';

/** The caller, with their client record's id and country (null until the sign-up data step is saved). */
export type AuthUser = { id: number; email: string; tokenId: number; clientId: number | null; countryId: number | null };

/** What every request carries: the app's dependencies, its language and, once checked, its user. */
export type AppEnv = {
  Variables: {
    deps: Deps;
    limits: Limits;
    signer: MediaSigner;
    lang: Language;
    t: Messages;
    user: AuthUser;
    /** Set on routes with optional authentication; null when no token was sent. */
    maybeUser: AuthUser | null;
    /** Ties the request's log lines together; returned as X-Request-Id (server/http/request-id.ts). */
    requestId: string;
  };
};
