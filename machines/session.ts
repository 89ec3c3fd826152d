import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { failureMessages, hasCode } from './failures.ts';
import type { LoginRequest, User } from '../src/api/contract/auth.ts';
import type { Client } from '../src/api/contract/client.ts';

/** The signed-in customer's client profile, as the contract gives it. */
export type SessionClient = Client;
/** The signed-in user, as api/users/me and api/auth/token answer it. */
export type SessionUser = User;
export type Credentials = LoginRequest;

/** What another tab of the same browser did to the session they share (the stored token). */
export type OtherTabEvent = { type: 'SIGNED_OUT_ELSEWHERE' } | { type: 'SIGNED_IN_ELSEWHERE'; token: string };

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'SESSION_STARTED'; token: string; user: SessionUser }
  /** The customer's client profile was created or saved (sign-up's data step, my profile). */
  | { type: 'CLIENT_SAVED'; client: SessionClient }
  | { type: 'LOGOUT' }
  /** A request that carried the session's token was refused with 401. */
  | { type: 'SESSION_EXPIRED' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  /** A signed-out visit to an address that needs a session (the route guard sends it before sign-in). */
  | { type: 'SIGN_IN_REQUIRED'; address: string }
  /** The address carried through sign-in is open: it is not opened again. */
  | { type: 'DEEP_LINK_OPENED' }
  | OtherTabEvent;

export type SessionContext = {
  token: string | null;
  user: SessionUser | null;
  /** The signed-in area's address a signed-out visit asked for: opened after sign-in, not my account (docs/product.md#session). */
  returnTo: string | null;
};

/**
 * An address of the signed-in area, and only of this site: `/home` or below it. Anything else is
 * not carried through sign-in, so a crafted link cannot send the customer elsewhere.
 */
export const isSignedInAreaAddress = (address: string): boolean => {
  const path = address.split(/[?#]/, 1)[0]!;
  return /^\/home(?:\/|$)/.test(path) && !/[\\\s]|\/\//.test(path);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { storedToken: string | null },
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadUser: fromPromise<SessionUser, { token: string }>(async () => {
      throw new Error('loadUser is provided by the app');
    }),
    login: fromPromise<{ token: string; user: SessionUser }, Credentials>(async () => {
      throw new Error('login is provided by the app');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app');
    }),
    /**
     * Listens to the other tabs for as long as the session lives, and sends SIGNED_OUT_ELSEWHERE or
     * SIGNED_IN_ELSEWHERE when the token they share changes there (the app provides the listener,
     * src/boot.tsx). `token` is the one the session started with, so a change before it listened counts too.
     */
    watchOtherTabs: fromCallback<OtherTabEvent, { token: string | null }>(() => {}),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    assignSession: assign((_, params: { token: string; user: SessionUser }) => ({
      token: params.token,
      user: params.user,
    })),
    assignUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    assignClient: assign(({ context }, params: { client: SessionClient }) => ({
      user: context.user && { ...context.user, client: params.client },
    })),
    // Another tab's token: the customer is unknown until users/me answers for it.
    adoptToken: assign((_, params: { token: string }) => ({ token: params.token, user: null })),
    clearSession: assign({ token: null, user: null }),
    keepReturnTo: assign((_, params: { address: string }) => ({ returnTo: params.address })),
    forgetReturnTo: assign({ returnTo: null }),
    notifyWrongCredentials: emit({
      type: 'notify',
      kind: 'error',
      message: msg({ id: 'login-alert-auth-error', message: 'The e-mail or the password is incorrect.' }),
    } as const),
    notifyTooManyAttempts: emit({
      type: 'notify',
      kind: 'error',
      message: failureMessages.tooManyRequests,
    } as const),
    notifyUnreachable: emit({
      type: 'notify',
      kind: 'error',
      message: failureMessages.unreachable,
    } as const),
    notifyUnexpected: emit({
      type: 'notify',
      kind: 'error',
      message: failureMessages.unexpected,
    } as const),
    notifySignedOutElsewhere: emit({
      type: 'notify',
      kind: 'info',
      message: msg({ id: 'alert-signed-out-elsewhere', message: 'You signed out in another tab.' }),
    } as const),
    notifySessionExpired: emit({
      type: 'notify',
      kind: 'info',
      message: msg({ id: 'alert-session-expired', message: 'Your session has expired. Please sign in again.' }),
    } as const),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasClient: ({ context }) => context.user?.client != null,
    isSignedInAreaAddress: (_, params: { address: string }) => isSignedInAreaAddress(params.address),
    isAuthenticationError: hasCode('AUTHENTICATION_EXCEPTION'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
    isNetworkError: hasCode('NETWORK_ERROR'),
  },
}).createMachine({
  id: 'session',
  description:
    "Who is signed in. The session owns the token: it is kept on the device, checked against the server at start-up, and handed to every request. The browser's other tabs share it: signing out or in there moves this tab too.",
  context: ({ input }) => ({ token: input.storedToken, user: null, returnTo: null }),
  initial: 'booting',
  invoke: { id: 'otherTabs', src: 'watchOtherTabs', input: ({ context }) => ({ token: context.token }) },
  on: {
    SIGNED_IN_ELSEWHERE: {
      description: "Another tab signed in (another account or the same): this tab checks the new token and shows that customer.",
      target: '.validating',
      actions: { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
    },
    SIGNED_OUT_ELSEWHERE: {
      description: 'Another tab signed out (it revoked and forgot the token): this tab signs out too, with a message.',
      guard: 'hasToken',
      target: '.signedOut',
      actions: ['clearSession', 'notifySignedOutElsewhere'],
    },
  },
  states: {
    booting: {
      description: 'Start-up: is there a stored token to check?',
      tags: ['loading'],
      always: [{ guard: 'hasToken', target: 'validating' }, { target: 'signedOut' }],
    },
    validating: {
      description: "The token is checked by loading the customer (api/users/me): the stored one at start-up, another tab's after it signed in.",
      tags: ['loading'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedIn', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          {
            guard: { type: 'isAuthenticationError', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['forgetToken', 'clearSession', 'notifySessionExpired'],
          },
          { target: 'unreachable', description: 'Any other failure: the token is kept, and checked again on a retry.' },
        ],
      },
    },
    unreachable: {
      description: 'The server could not be reached to check the stored token; the customer can retry.',
      tags: ['error'],
      on: { RETRY: 'validating' },
    },
    signedOut: {
      description: 'No one is signed in: only the public routes are open.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The sign-in form, waiting for the e-mail and password.',
          on: { LOGIN: 'signingIn' },
        },
        signingIn: {
          description: 'E-mail and password are sent to api/auth/token.',
          tags: ['loading'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              if (event.type !== 'LOGIN') throw new Error(`login needs a LOGIN event, got ${event.type}`);
              return event.credentials;
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                { type: 'assignSession', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: 'isAuthenticationError', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'notifyWrongCredentials',
              },
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'notifyTooManyAttempts',
              },
              {
                guard: { type: 'isNetworkError', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'notifyUnreachable',
              },
              { target: 'idle', actions: 'notifyUnexpected' },
            ],
          },
        },
      },
      on: {
        SIGN_IN_REQUIRED: [
          {
            description: 'A signed-out visit to the signed-in area: that address is opened after sign-in.',
            guard: { type: 'isSignedInAreaAddress', params: ({ event }) => ({ address: event.address }) },
            actions: { type: 'keepReturnTo', params: ({ event }) => ({ address: event.address }) },
          },
          { description: 'Any other address is not carried (no redirect out of the signed-in area).', actions: 'forgetReturnTo' },
        ],
        SESSION_STARTED: {
          target: 'signedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'assignSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
    },
    signedIn: {
      description: 'A customer is signed in. Without a client profile, only the sign-up data step is open.',
      initial: 'checkingProfile',
      states: {
        checkingProfile: {
          description: 'Has the customer a client profile (personal data)? The whole area opens, or only the data step.',
          always: [{ guard: 'hasClient', target: 'withClient' }, { target: 'withoutClient' }],
        },
        withClient: {
          description: 'The whole signed-in area is open.',
          initial: 'current',
          states: {
            current: { on: { REFRESH: 'refreshing' } },
            refreshing: {
              description: "The customer's data is loaded again (a page that shows it, or a language change).",
              invoke: {
                id: 'refreshUser',
                src: 'loadUser',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: '#session.signedIn.checkingProfile',
                  actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                },
                // A 401 ends the session through SESSION_EXPIRED; anything else keeps what is shown.
                onError: 'current',
              },
            },
          },
        },
        withoutClient: { description: 'The customer must complete the sign-up data step first.' },
      },
      on: {
        CLIENT_SAVED: {
          description: "The customer's client profile was created (sign-up) or saved (my profile): the header's name, the photo, the guards follow.",
          target: '.checkingProfile',
          actions: { type: 'assignClient', params: ({ event }) => ({ client: event.client }) },
        },
        LOGOUT: 'loggingOut',
        DEEP_LINK_OPENED: { description: 'The address carried through sign-in is open.', actions: 'forgetReturnTo' },
        SESSION_EXPIRED: {
          description:
            "A request with the session's token was refused (401): the token was revoked or ran out. A request without a token ends nothing (src/api/http.ts).",
          target: 'signedOut',
          actions: ['forgetToken', 'clearSession', 'notifySessionExpired'],
        },
      },
    },
    loggingOut: {
      description: 'The token is revoked on the server; the customer is signed out whatever it answers.',
      tags: ['loading'],
      // Signing out forgets where the customer was going too.
      entry: ['forgetToken', 'forgetReturnTo'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});
