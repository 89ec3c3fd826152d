import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { codeOf, failureMessages } from './failures.ts';

/** The user as the session needs it; the app's contract type satisfies it. */
export type SessionUser = {
  id: number;
  email: string;
  client: { name: string; last_name: string } | null;
};
export type Credentials = { email: string; password: string };
export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'SESSION_STARTED'; token: string; user: SessionUser }
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' };

export type SessionContext = { token: string | null; user: SessionUser | null };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { storedToken: string | null },
    emitted: {} as NotifyEvent,
  },
  actors: {
    fetchUser: fromPromise<SessionUser, { token: string }>(async () => {
      throw new Error('fetchUser is provided by the app');
    }),
    login: fromPromise<{ token: string; user: SessionUser }, Credentials>(async () => {
      throw new Error('login is provided by the app');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    assignSession: assign((_, params: { token: string; user: SessionUser }) => ({
      token: params.token,
      user: params.user,
    })),
    assignUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    clearSession: assign({ token: null, user: null }),
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
    notifySessionExpired: emit({
      type: 'notify',
      kind: 'info',
      message: msg({ id: 'alert-session-expired', message: 'Your session has expired. Please sign in again.' }),
    } as const),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    hasClient: ({ context }) => context.user?.client != null,
    isAuthenticationError: (_, params: { error: unknown }) => codeOf(params.error) === 'AUTHENTICATION_EXCEPTION',
    isTooManyRequests: (_, params: { error: unknown }) => codeOf(params.error) === 'TOO_MANY_REQUESTS',
    isNetworkError: (_, params: { error: unknown }) => codeOf(params.error) === 'NETWORK_ERROR',
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in. The token is kept in local storage and checked against the server at start-up.',
  context: ({ input }) => ({ token: input.storedToken, user: null }),
  initial: 'booting',
  states: {
    booting: {
      description: 'Start-up: is there a stored token to check?',
      tags: ['loading'],
      always: [{ guard: 'hasStoredToken', target: 'validating' }, { target: 'signedOut' }],
    },
    validating: {
      description: 'The stored token is checked by fetching the user (api/users/me).',
      tags: ['loading'],
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedIn', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          {
            guard: { type: 'isAuthenticationError', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['forgetToken', 'clearSession', 'notifySessionExpired'],
          },
          { target: 'unreachable' },
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
          always: [{ guard: 'hasClient', target: 'withClient' }, { target: 'withoutClient' }],
        },
        withClient: {
          description: 'The whole signed-in area is open.',
          initial: 'current',
          states: {
            current: { on: { REFRESH: 'refreshing' } },
            refreshing: {
              description: "The customer's data is fetched again (a page that shows it, or a language change).",
              invoke: {
                id: 'refreshUser',
                src: 'fetchUser',
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
        USER_UPDATED: {
          target: '.checkingProfile',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
        },
        LOGOUT: 'loggingOut',
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: ['forgetToken', 'clearSession', 'notifySessionExpired'],
        },
      },
    },
    loggingOut: {
      description: 'The token is revoked on the server; the customer is signed out whatever it answers.',
      tags: ['loading'],
      entry: 'forgetToken',
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
