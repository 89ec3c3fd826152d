import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { paths } from '../lib/paths.ts';
import { routeFailureOf, type RouteFailure } from './route-failure.ts';
import { LogoLink } from '../ui/logo-link.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';

type RouteErrorPageProps = {
  /** An address no route has (the table's catch-all). */
  notFound?: boolean;
  /** What the route threw (RouteErrorBoundary): a lazy screen's code that could not be fetched, or a defect. */
  error?: unknown;
  /** Shown inside the signed-in shell, which gives the page its header and main area. */
  inShell?: boolean;
  /** Renders the route again: "Reintentar" when its code could not be fetched. */
  onRetry?: () => void;
};

/**
 * The error page of every route (docs/product.md#error-pages): "page not found" for an unknown address,
 * "this screen could not load" with "Reintentar" (and a reload) when its code could not be fetched (a lost connection),
 * and the generic error otherwise. Part of the entry chunk: it must show when nothing else loads.
 */
export function RouteErrorPage({ notFound = false, error, inShell = false, onRetry }: RouteErrorPageProps) {
  const { t } = useLingui();
  const failure = routeFailureOf(error, notFound);
  useEffect(() => {
    if (failure === 'defect') console.error(error);
  }, [error, failure]);
  const home = inShell ? paths.myAccount : paths.signIn;
  const card = <ErrorCard failure={failure} home={home} onRetry={onRetry} />;
  if (inShell) return <div className="page">{card}</div>;
  return (
    <div className="error-page">
      <header className="error-page__header">
        <LogoLink to={paths.signIn} label={t`Casillero, home`} />
      </header>
      <main id="main" className="error-page__main">
        {card}
      </main>
    </div>
  );
}

function ErrorCard({ failure, home, onRetry }: { failure: RouteFailure; home: string; onRetry?: () => void }) {
  const { t } = useLingui();
  const title = { notFound: t`Page not found`, unloaded: t`This screen could not load`, defect: t`Something went wrong` }[failure];
  useDocumentTitle(title);
  return (
    <div className="error-page__card" role={failure === 'notFound' ? undefined : 'alert'}>
      <h1>{title}</h1>
      {failure === 'notFound' && (
        <p>
          <Trans>The address you opened does not exist. Check it, or start again from the start page.</Trans>
        </p>
      )}
      {failure === 'unloaded' && (
        <p>
          <Trans>Part of the portal could not be downloaded. Check your connection and try again.</Trans>
        </p>
      )}
      {failure === 'defect' && (
        <>
          <p>
            <Trans>This section could not be loaded.</Trans>
          </p>
          <p>
            <Trans>If the problem persists, please contact support.</Trans>
          </p>
        </>
      )}
      <div className="error-page__actions">
        {failure === 'unloaded' && onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
        {/* Also for a screen's code Chromium keeps failed: it fetched it once, with the signal gone. */}
        {failure !== 'notFound' && (
          <button type="button" className={failure === 'unloaded' && onRetry ? 'button button--secondary' : 'button button--primary'} onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </button>
        )}
        <Link to={home} className={failure === 'notFound' ? 'button button--primary' : 'button button--secondary'}>
          <Trans>Go to the start page</Trans>
        </Link>
      </div>
    </div>
  );
}
