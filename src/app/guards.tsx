import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
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

/**
 * Public pages (sign-in, later sign-up and recovery): a session goes to its home instead, or to the
 * address a signed-out visit asked for (docs/product.md#session).
 */
export function PublicOnly() {
  const phase = useSessionPhase();
  const returnTo = useActorSelector(useSession(), (snapshot) => snapshot.context.returnTo);
  if (phase === 'withClient') return <Navigate to={returnTo ?? paths.myAccount} replace />;
  if (phase === 'withoutClient') return <Navigate to={paths.dataStep} replace />;
  return <Outlet />;
}

/**
 * Pages that need a session. `complete`: the whole signed-in area, which also needs a client
 * profile; `incomplete`: the sign-up data step, only for a session without one.
 */
export function RequireSession({ profile }: { profile: 'complete' | 'incomplete' }) {
  const phase = useSessionPhase();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const carried = useActorSelector(session, (snapshot) => snapshot.context.returnTo !== null);
  // A signed-out visit: the session carries the address through sign-in (it keeps only the signed-in
  // area's); once signed in here, it has arrived.
  useEffect(() => {
    if (phase === 'signedOut') session.send({ type: 'SIGN_IN_REQUIRED', address: `${pathname}${search}${hash}` });
    else if (phase === 'withClient' && carried) session.send({ type: 'DEEP_LINK_OPENED' });
  }, [phase, carried, session, pathname, search, hash]);
  if (phase === 'leaving') return <Spinner size="lg" />;
  if (phase === 'signedOut') return <Navigate to={paths.signIn} replace />;
  if (profile === 'complete' && phase === 'withoutClient') return <Navigate to={paths.dataStep} replace />;
  if (profile === 'incomplete' && phase === 'withClient') return <Navigate to={paths.myAccount} replace />;
  return <Outlet />;
}
