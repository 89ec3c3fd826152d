import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.ts';
import type { User } from '../api/contract/auth.ts';
import { useActorSelector } from './use-actor-selector.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The one session actor, created at boot (src/boot.tsx) and passed down here. */
export const SessionContext = createContext<SessionActor | null>(null);

export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionContext provider (src/app/app.tsx)');
  return session;
}

/** The signed-in user: the contract's `User`, as api/users/me and api/auth/token give it. */
export function useCurrentUser(): User | null {
  return useActorSelector(useSession(), (snapshot) => snapshot.context.user);
}
