import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { isSignedInAreaAddress, sessionMachine, type OtherTabEvent, type SessionUser } from '../../machines/session.ts';
import { CLIENT } from '../features/support/fixtures.ts';
import { testMachinePaths } from './support/path-walk.ts';

const customer: SessionUser = {
  id: 1,
  email: 'demo@casillero.test',
  client: { ...CLIENT, name: 'María', last_name: 'González', display_name: 'María González', email: 'demo@casillero.test' },
};
const newcomer: SessionUser = { id: 2, email: 'nuevo@casillero.test', client: null };
const failure = (code: string) => ({ code });

const events = [
  { type: 'LOGIN', credentials: { email: 'demo@casillero.test', password: 'casillero-demo' } },
  { type: 'xstate.done.actor.login', output: { token: 'fresh-token', user: customer } },
  { type: 'xstate.error.actor.login', error: failure('AUTHENTICATION_EXCEPTION') },
  { type: 'xstate.error.actor.login', error: failure('TOO_MANY_REQUESTS') },
  { type: 'xstate.error.actor.login', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.login', error: failure('SERVER_ERROR') },
  { type: 'xstate.done.actor.loadUser', output: customer },
  { type: 'xstate.error.actor.loadUser', error: failure('AUTHENTICATION_EXCEPTION') },
  { type: 'xstate.error.actor.loadUser', error: failure('NETWORK_ERROR') },
  { type: 'RETRY' },
  { type: 'SESSION_STARTED', token: 'signup-token', user: newcomer },
  { type: 'CLIENT_SAVED', client: customer.client },
  { type: 'LOGOUT' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: failure('NETWORK_ERROR') },
  { type: 'SESSION_EXPIRED' },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshUser', output: { ...customer, email: 'nuevo-correo@casillero.test' } },
  { type: 'xstate.error.actor.refreshUser', error: failure('NETWORK_ERROR') },
  // The other tabs (the storage watcher's events).
  { type: 'SIGNED_OUT_ELSEWHERE' },
  { type: 'SIGNED_IN_ELSEWHERE', token: 'other-tab-token' },
];

/** The token a path's session holds before any sign-in in this tab: another tab's, once it signed in. */
const checkedToken = (path: { event: { type: string } }[]) =>
  path.some((step) => step.event.type === 'SIGNED_IN_ELSEWHERE') ? 'other-tab-token' : 'stored-token';

const toastIds = (emitted: { type: string; message?: { id?: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.id);

const loginErrorToasts: Record<string, string> = {
  AUTHENTICATION_EXCEPTION: 'login-alert-auth-error',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
  NETWORK_ERROR: 'alert-network-error',
  SERVER_ERROR: 'alert-unexpected-error',
};

/** The address a path's signed-out visit asked for last, if the session carries it (docs/product.md#session). */
const DEEP_LINK = '/home/invoice/11?tab=payments';
const carriedAddress = (path: { event: { type: string; address?: string } }[]) => {
  let carried: string | null = null;
  for (const { event } of path) {
    if (event.type === 'SIGN_IN_REQUIRED') carried = event.address === DEEP_LINK ? DEEP_LINK : null;
    if (event.type === 'DEEP_LINK_OPENED' || event.type === 'LOGOUT') carried = null;
  }
  return carried;
};

// Every state and transition from both start-ups.
testMachinePaths({
  machine: sessionMachine,
  inputs: { 'a token stored': { storedToken: 'stored-token' }, 'no token stored': { storedToken: null } },
  events,
  recordActions: ['storeToken', 'forgetToken'],
  checks: {
    validating: ({ snapshot, event, path, calls }) => {
      expect(snapshot.context.token).toBe(checkedToken(path));
      expect(snapshot.hasTag('loading')).toBe(true);
      if (event.type === 'SIGNED_IN_ELSEWHERE') {
        // The previous customer is not shown with another tab's token; nothing is stored again.
        expect(snapshot.context.user).toBeNull();
        expect(calls).toEqual([]);
      }
    },
    unreachable: ({ snapshot, calls }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(calls).not.toContain('forgetToken');
    },
    'signedOut.idle': ({ snapshot, event, emitted, calls, ignored }) => {
      expect(snapshot.context.user).toBeNull();
      if (event.type === 'xstate.error.actor.login') {
        const code = (event as unknown as { error: { code: string } }).error.code;
        expect(toastIds(emitted)).toEqual([loginErrorToasts[code]]);
        expect(calls).toEqual([]);
      }
      // Signed out here already (no token): another tab's sign-out says nothing.
      if (event.type === 'SIGNED_OUT_ELSEWHERE' && ignored) expect(emitted).toEqual([]);
      else if (event.type === 'SIGNED_OUT_ELSEWHERE') {
        expect(toastIds(emitted)).toEqual(['alert-signed-out-elsewhere']);
        // The other tab already forgot (and revoked) the token.
        expect(calls).toEqual([]);
        expect(snapshot.context.token).toBeNull();
      }
      if (event.type === 'SESSION_EXPIRED') {
        expect(toastIds(emitted)).toEqual(['alert-session-expired']);
        expect(calls).toContain('forgetToken');
        expect(snapshot.context.token).toBeNull();
      }
      if (event.type.startsWith('xstate.') && event.type.includes('actor.loadUser')) {
        expect(toastIds(emitted)).toEqual(['alert-session-expired']);
        expect(calls).toContain('forgetToken');
        expect(snapshot.context.token).toBeNull();
      }
      if (event.type.includes('actor.logout')) {
        expect(snapshot.context.token).toBeNull();
        expect(toastIds(emitted)).toEqual([]);
      }
    },
    'signedOut.signingIn': ({ snapshot }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    signedIn: ({ snapshot, event, calls, path }) => {
      expect(snapshot.context.user).not.toBeNull();
      if (event.type === 'xstate.done.actor.loadUser') {
        expect(snapshot.context.token).toBe(checkedToken(path));
        expect(snapshot.context.user).toEqual(customer);
      }
      if (event.type === 'CLIENT_SAVED') {
        expect(snapshot.context.user?.client).toEqual(customer.client);
        expect(snapshot.matches({ signedIn: 'withClient' })).toBe(true);
      }
      if (event.type === 'xstate.done.actor.login') {
        expect(snapshot.context.token).toBe('fresh-token');
        expect(calls).toContain('storeToken');
      }
      if (event.type === 'SESSION_STARTED') {
        expect(snapshot.context.token).toBe('signup-token');
        expect(calls).toContain('storeToken');
      }
      if (event.type === 'xstate.done.actor.refreshUser') {
        expect(snapshot.context.user?.email).toBe('nuevo-correo@casillero.test');
        expect(snapshot.matches({ signedIn: { withClient: 'current' } })).toBe(true);
      }
      if (event.type === 'REFRESH') expect(snapshot.matches({ signedIn: { withClient: 'refreshing' } })).toBe(true);
      if (event.type === 'xstate.error.actor.refreshUser') {
        expect(snapshot.matches({ signedIn: { withClient: 'current' } })).toBe(true);
        expect(snapshot.context.token).not.toBeNull();
      }
      const hasClient = snapshot.context.user?.client != null;
      expect(snapshot.matches({ signedIn: hasClient ? 'withClient' : 'withoutClient' })).toBe(true);
    },
    loggingOut: ({ snapshot, calls }) => {
      expect(calls).toEqual(['forgetToken']);
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.returnTo).toBeNull();
    },
  },
  moreWalks: [
    {
      // A signed-out visit to a deep link, carried through sign-in; an address outside the
      // signed-in area is not (no redirect elsewhere).
      inputs: { 'no token stored, a deep link': { storedToken: null } },
      events: [
        { type: 'SIGN_IN_REQUIRED', address: DEEP_LINK },
        { type: 'SIGN_IN_REQUIRED', address: '//evil.test/home' },
        { type: 'LOGIN', credentials: { email: 'demo@casillero.test', password: 'casillero-demo' } },
        { type: 'xstate.done.actor.login', output: { token: 'fresh-token', user: customer } },
        { type: 'DEEP_LINK_OPENED' },
        { type: 'LOGOUT' },
      ],
      byContext: false,
      checks: {
        signedOut: ({ snapshot, path }) => expect(snapshot.context.returnTo).toBe(carriedAddress(path)),
        signedIn: ({ snapshot, path }) => expect(snapshot.context.returnTo).toBe(carriedAddress(path)),
        loggingOut: ({ snapshot }) => expect(snapshot.context.returnTo).toBeNull(),
      },
    },
  ],
});

describe('the addresses carried through sign-in', () => {
  it('are the signed-in area’s, long ones too, and no other', () => {
    const long = `/home/search?q=${'x'.repeat(1500)}&from=https://store.test/a`;
    for (const address of ['/home', '/home/invoice/11', '/home/my-shipments/create?step=review#top', long]) {
      expect(isSignedInAreaAddress(address), address).toBe(true);
    }
    for (const address of ['/', '/homework', '//evil.test/home', '/home//evil.test', '/home\\evil', 'https://evil.test/home', '/logout']) {
      expect(isSignedInAreaAddress(address), address).toBe(false);
    }
  });
});

describe('session machine, the other tabs', () => {
  it('checks the token of a sign-in elsewhere even while it is checking another one', async () => {
    const checked: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadUser: fromPromise<SessionUser, { token: string }>(({ input }) => {
            checked.push(input.token);
            return new Promise(() => {});
          }),
        },
      }),
      { input: { storedToken: 'stored-token' } },
    ).start();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE', token: 'other-tab-token' });
    await Promise.resolve();
    expect(checked).toEqual(['stored-token', 'other-tab-token']);
    expect(actor.getSnapshot().matches('validating')).toBe(true);
  });

  it('hands the watcher the token it starts with', () => {
    let watched: string | null | undefined;
    createActor(
      sessionMachine.provide({
        actors: {
          loadUser: fromPromise<SessionUser, { token: string }>(() => new Promise(() => {})),
          watchOtherTabs: fromCallback<OtherTabEvent, { token: string | null }>(({ input }) => {
            watched = input.token;
          }),
        },
      }),
      { input: { storedToken: 'stored-token' } },
    ).start();
    expect(watched).toBe('stored-token');
  });
});
