import { describe, expect, it } from 'vitest';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { reportCoverage, walkMachine } from './support/path-walk.ts';

const customer: SessionUser = { id: 1, email: 'demo@casillero.test', client: { name: 'María', last_name: 'González' } };
const newcomer: SessionUser = { id: 2, email: 'nuevo@casillero.test', client: null };
const failure = (code: string) => ({ code });

const events = [
  { type: 'LOGIN', credentials: { email: 'demo@casillero.test', password: 'casillero-demo' } },
  { type: 'xstate.done.actor.login', output: { token: 'fresh-token', user: customer } },
  { type: 'xstate.error.actor.login', error: failure('AUTHENTICATION_EXCEPTION') },
  { type: 'xstate.error.actor.login', error: failure('TOO_MANY_REQUESTS') },
  { type: 'xstate.error.actor.login', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.login', error: failure('SERVER_ERROR') },
  { type: 'xstate.done.actor.fetchUser', output: customer },
  { type: 'xstate.error.actor.fetchUser', error: failure('AUTHENTICATION_EXCEPTION') },
  { type: 'xstate.error.actor.fetchUser', error: failure('NETWORK_ERROR') },
  { type: 'RETRY' },
  { type: 'SESSION_STARTED', token: 'signup-token', user: newcomer },
  { type: 'USER_UPDATED', user: customer },
  { type: 'LOGOUT' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: failure('NETWORK_ERROR') },
  { type: 'SESSION_EXPIRED' },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshUser', output: { ...customer, email: 'nuevo-correo@casillero.test' } },
  { type: 'xstate.error.actor.refreshUser', error: failure('NETWORK_ERROR') },
];

const toastIds = (emitted: { type: string; message?: { id?: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.id);

const loginErrorToasts: Record<string, string> = {
  AUTHENTICATION_EXCEPTION: 'login-alert-auth-error',
  TOO_MANY_REQUESTS: 'alert-too-many-requests',
  NETWORK_ERROR: 'alert-network-error',
  SERVER_ERROR: 'alert-unexpected-error',
};

const walk = () =>
  walkMachine({
    machine: sessionMachine,
    inputs: [{ storedToken: 'stored-token' }, { storedToken: null }],
    events: events as never,
    recordActions: ['storeToken', 'forgetToken'],
    checks: {
      validating: ({ snapshot }) => {
        expect(snapshot.context.token).toBe('stored-token');
        expect(snapshot.hasTag('loading')).toBe(true);
      },
      unreachable: ({ snapshot, calls }) => {
        expect(snapshot.hasTag('error')).toBe(true);
        expect(calls).not.toContain('forgetToken');
      },
      'signedOut.idle': ({ snapshot, event, emitted, calls }) => {
        expect(snapshot.context.user).toBeNull();
        if (event.type === 'xstate.error.actor.login') {
          const code = (event as unknown as { error: { code: string } }).error.code;
          expect(toastIds(emitted)).toEqual([loginErrorToasts[code]]);
          expect(calls).toEqual([]);
        }
        if (event.type === 'SESSION_EXPIRED') {
          expect(toastIds(emitted)).toEqual(['alert-session-expired']);
          expect(calls).toContain('forgetToken');
          expect(snapshot.context.token).toBeNull();
        }
        if (event.type.startsWith('xstate.') && event.type.includes('actor.fetchUser')) {
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
      signedIn: ({ snapshot, event, calls }) => {
        expect(snapshot.context.user).not.toBeNull();
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
      },
    },
  });

describe('session machine, its transition cover', () => {
  it('covers every state and transition from both start-ups, asserting each step', () => {
    const result = walk();
    console.log(reportCoverage('session', result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missing).toEqual([]);
  });
});
