import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { paths } from '../lib/paths.ts';
import { LogoLink } from '../ui/logo-link.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';

/** The generic error page of every route (spec §2), also shown for an unknown address. */
export function RouteErrorPage({ notFound: unknownAddress = false }: { notFound?: boolean }) {
  const { t } = useLingui();
  const error = useRouteError();
  const notFound = unknownAddress || (isRouteErrorResponse(error) && error.status === 404);
  useDocumentTitle(t`Something went wrong`);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <div className="error-page">
      <header className="error-page__header">
        <LogoLink to={paths.signIn} label={t`Casillero, home`} />
      </header>
      <main id="main" className="error-page__main">
        <div className="error-page__card">
          <h1>
            <Trans>Something went wrong</Trans>
          </h1>
          <p>
            <Trans>This section could not be loaded.</Trans>
          </p>
          <p>
            <Trans>If the problem persists, please contact support.</Trans>
          </p>
          <div className="error-page__actions">
            <Link to={paths.signIn} className="button button--primary">
              <Trans>Go to the start page</Trans>
            </Link>
            {!notFound && (
              <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
                <Trans>Reload the page</Trans>
              </button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
