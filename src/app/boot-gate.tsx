import { useDeferredValue, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../lib/session-context.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useActorSelector } from '../lib/use-actor-selector.ts';

/**
 * Start-up: nothing is routed until the stored token has been checked, so guards never see a
 * half-known session. A server that cannot be reached gets a message and a retry button.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const current = useActorSelector(session, (snapshot) =>
    snapshot.matches('unreachable') ? 'unreachable' : snapshot.matches('booting') || snapshot.matches('validating') ? 'checking' : 'ready',
  );
  // The app behind the gate renders in the background, in short slices, while the spinner stays:
  // a store's change would otherwise render it all in one long task (a blocked phone).
  const phase = useDeferredValue(current);

  if (phase === 'checking') {
    return (
      <main className="boot">
        <Spinner size="lg" />
      </main>
    );
  }
  if (phase === 'unreachable') {
    return (
      <main className="boot boot--message">
        <div className="boot__card" role="alert">
          <h1 className="boot__title">
            <Trans>We cannot reach the server</Trans>
          </h1>
          <p>
            <Trans>Check your internet connection and try again.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => session.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </main>
    );
  }
  return children;
}
