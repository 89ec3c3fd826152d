import type { Language } from '../../src/api/contract/limits.ts';
import type { Messages } from '../i18n/messages.ts';
import type { Deps } from '../deps.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { MediaSigner } from '../media/sign.ts';

/** A signed-in caller, with their client record's id (null until the sign-up data step is saved), read with the token. */
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
  };
};

/**
 * Rate limits, per process: failed sign-ins, sign-ups and password resets per e-mail and per
 * address, wrong PIN codes per address, code e-mails per e-mail, wrong current passwords on a
 * password change per account, uploads per customer.
 */
export type Limits = {
  login: RateLimiter;
  register: RateLimiter;
  resetPassword: RateLimiter;
  pinGrant: RateLimiter;
  pinMail: RateLimiter;
  changePassword: RateLimiter;
  uploads: RateLimiter;
  quotes: RateLimiter;
  shipmentRequests: RateLimiter;
};
