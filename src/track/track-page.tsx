import { useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SharedTracking } from '../api/contract/shared-tracking.ts';
import { formatInstantDate } from '../lib/dates.ts';
import { shipmentStatusLabel, statusTimelineSteps } from '../lib/shipment-status.ts';
import { useActorSelector } from '../lib/use-actor-selector.ts';
import { useFlowActor } from '../lib/use-flow-actor.ts';
import { Logo } from '../ui/logo.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Timeline } from '../ui/timeline.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { provideSharedTracking } from './shared-tracking-implementations.ts';
import { TrackLanguageSwitch } from './track-language-switch.tsx';

/** `/t/<token>` → the token (what follows /t/; the server sends this page only for a well-formed one). */
const tokenOf = (pathname: string) => decodeURIComponent(pathname.replace(/^\/t\//, '').replace(/\/$/, ''));

/** The shared tracking page (docs/product.md#shared-tracking): its frame, and what its machine says. */
export function TrackPage() {
  const { i18n } = useLingui();
  const machine = useMemo(() => provideSharedTracking(() => i18n.locale), [i18n]);
  const actor = useFlowActor(machine, { input: { token: tokenOf(window.location.pathname) } });
  const state = useActorSelector(actor, (snapshot) => snapshot.value);
  const tracking = useActorSelector(actor, (snapshot) => snapshot.context.tracking);
  const retry = () => actor.send({ type: 'RETRY' });
  let content: ReactNode;
  if (state === 'shown' && tracking) content = <TrackingShown tracking={tracking} />;
  else if (state === 'unavailable') content = <Unavailable />;
  else if (state === 'tooManyRequests') content = <NotLoaded reason={<Trans>Too many requests from your connection. Wait a minute, then try again.</Trans>} onRetry={retry} />;
  else if (state === 'failed') content = <NotLoaded reason={<Trans>We could not load the tracking. Check your connection and try again.</Trans>} onRetry={retry} />;
  else content = <Loading />;
  return (
    <div className="track">
      <header className="track__header">
        <Logo />
        <TrackLanguageSwitch />
      </header>
      <main className="track__main" aria-busy={state === 'loading'}>
        {content}
      </main>
    </div>
  );
}

/** The document's title, in the page's language. */
function Loading() {
  const { t } = useLingui();
  useDocumentTitle(t`Shipment tracking`);
  return (
    <>
      <h1 className="track__title">{t`Shipment tracking`}</h1>
      <Spinner size="lg" label={t`Loading…`} />
    </>
  );
}

function TrackingShown({ tracking }: { tracking: SharedTracking }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Tracking ${tracking.tracking}`);
  const statusLabel = shipmentStatusLabel(tracking.status);
  // Dates only: whoever follows the shipment needs the day (docs/product.md#shared-tracking).
  const steps = statusTimelineSteps(tracking.events, i18n, (instant) => formatInstantDate(i18n.locale, instant));
  const expires = formatInstantDate(i18n.locale, tracking.expires_at);
  return (
    <>
      <h1 className="track__title">
        <Trans>Shipment {tracking.tracking}</Trans>
      </h1>
      <dl className="track__facts">
        <div>
          <dt>{t`Status`}</dt>
          <dd className="track__status">{statusLabel ? i18n._(statusLabel) : tracking.status_label}</dd>
        </div>
        <div>
          <dt>{t`Origin`}</dt>
          <dd>{tracking.origin_country}</dd>
        </div>
        <div>
          <dt>{t`Destination`}</dt>
          <dd>{tracking.destination_country}</dd>
        </div>
      </dl>
      {/* Not a landmark of its own: the timeline inside is the region with this name. */}
      <div className="card">
        <h2 className="card__title">{t`Status history`}</h2>
        <Timeline steps={steps} label={t`Status history`} />
      </div>
      <p className="track__note">
        <Trans>
          This link works until <time dateTime={tracking.expires_at}>{expires}</time>.
        </Trans>
      </p>
    </>
  );
}

function Unavailable() {
  const { t } = useLingui();
  useDocumentTitle(t`This link is not available`);
  return (
    <>
      <h1 className="track__title">{t`This link is not available`}</h1>
      <p className="track__note">
        <Trans>Whoever sent it stopped sharing the shipment, or the link has expired. Ask them for a new one.</Trans>
      </p>
    </>
  );
}

function NotLoaded({ reason, onRetry }: { reason: ReactNode; onRetry: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Shipment tracking`);
  return (
    <>
      <h1 className="track__title">{t`Shipment tracking`}</h1>
      <p className="track__note" role="alert">
        {reason}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </>
  );
}
