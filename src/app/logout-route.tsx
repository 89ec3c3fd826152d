import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../lib/session-context.ts';
import { paths } from '../lib/paths.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useSessionPhase } from './guards.tsx';

/** /logout: ends the session (the token is revoked and forgotten), then replaces itself with /. */
export function LogoutRoute() {
  const { t } = useLingui();
  const session = useSession();
  const phase = useSessionPhase();
  useEffect(() => {
    session.send({ type: 'LOGOUT' });
  }, [session]);
  if (phase === 'signedOut') return <Navigate to={paths.signIn} replace />;
  return <Spinner size="lg" label={t`Signing out…`} />;
}
