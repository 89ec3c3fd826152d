import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../lib/session-context.ts';
import { paths } from '../lib/paths.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useActorSelector } from '../lib/use-actor-selector.ts';

type Phase = 'signedOut' | 'withClient' | 'withoutClient' | 'leaving';

/** The session as the route guards see it. */
export function useSessionPhase(): Phase {
  return useActorSelector(useSession(), (snapshot): Phase => {
    if (snapshot.matches({ signedIn: 'withClient' })) return 'withClient';
    if (snapshot.matches('signedIn')) return 'withoutClient';
    if (snapshot.matches('loggingOut')) return 'leaving';
    return 'signedOut';
  });
}

/** Public pages (sign-in, later sign-up and recovery): a session goes to its home instead. */
export function PublicOnly() {
  const phase = useSessionPhase();
  if (phase === 'withClient') return <Navigate to={paths.myAccount} replace />;
  if (phase === 'withoutClient') return <Navigate to={paths.dataStep} replace />;
  return <Outlet />;
}

/**
 * Pages that need a session. `complete`: the whole signed-in area, which also needs a client
 * profile; `incomplete`: the sign-up data step, only for a session without one.
 */
export function RequireSession({ profile }: { profile: 'complete' | 'incomplete' }) {
  const phase = useSessionPhase();
  if (phase === 'leaving') return <Spinner size="lg" />;
  if (phase === 'signedOut') return <Navigate to={paths.signIn} replace />;
  if (profile === 'complete' && phase === 'withoutClient') return <Navigate to={paths.dataStep} replace />;
  if (profile === 'incomplete' && phase === 'withClient') return <Navigate to={paths.myAccount} replace />;
  return <Outlet />;
}
