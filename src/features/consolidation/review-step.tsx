import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '../../forms/recipient-list.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useWriteBlocked } from '../../ui/connection-context.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useConsolidation } from './consolidation-actor.ts';
import { StepActions, StepSection } from './step-layout.tsx';
import { QuoteLines, useServiceName } from './quote-details.tsx';

/** Step 5: what will be requested and its full quote; Confirm sends the request. */
export function ReviewStep() {
  const { t, i18n } = useLingui();
  const actor = useConsolidation();
  // Offline the request waits, saying why (docs/product.md#offline-reading).
  const offline = useWriteBlocked();
  const context = useActorSelector(actor, (s) => s.context);
  const view = useActorSelector(actor, (s) =>
    s.matches({ review: 'quoting' })
      ? 'quoting'
      : s.matches({ review: 'failed' })
        ? 'failed'
        : s.matches({ review: 'requesting' })
          ? 'requesting'
          : s.matches({ review: 'requestFailed' })
            ? 'requestFailed'
            : 'ready',
  );
  const serviceName = useServiceName();
  const packages = context.packages.filter((p) => context.selectedPackageIds.includes(p.id));
  const recipient = context.recipients.find((r) => r.id === context.recipientId);
  const { options, quote } = context;
  return (
    <StepSection id="review" title={<Trans>Review and confirm</Trans>}>
      <div className="consolidation__review">
        <div>
          <h3 className="consolidation__subheading">
            <Trans>Your shipment</Trans>
          </h3>
          <dl className="details">
            <DetailRow label={t`Packages`}>
              <ul className="consolidation__packages">
                {packages.map((p) => (
                  <li key={p.id}>{p.content}</li>
                ))}
              </ul>
            </DetailRow>
            <DetailRow label={t`Recipient`}>
              {recipient ? `${recipient.display_name} (${localized(recipient.country.name, i18n.locale)})` : ''}
            </DetailRow>
            <DetailRow label={t`Service`}>{context.service ? serviceName(context.service) : ''}</DetailRow>
            <DetailRow label={t`Insurance`}>
              {options.insurance && options.declaredValue ? (
                <Trans>Yes, for {formatMoney(i18n.locale, options.declaredValue)}</Trans>
              ) : (
                <Trans>No</Trans>
              )}
            </DetailRow>
            <DetailRow label={t`Repacking`}>{options.repack ? <Trans>Yes</Trans> : <Trans>No</Trans>}</DetailRow>
            {options.notes.trim() && <DetailRow label={t`Notes`}>{options.notes}</DetailRow>}
          </dl>
        </div>
        <div aria-live="polite">
          <h3 className="consolidation__subheading">
            <Trans>Quote</Trans>
          </h3>
          {view === 'quoting' && <Spinner size="sm" label={t`Pricing your shipment…`} />}
          {view === 'failed' && <ErrorState error={context.error} inline onRetry={() => actor.send({ type: 'RETRY' })} />}
          {quote && view !== 'quoting' && view !== 'failed' && (
            <>
              <QuoteLines quote={quote} />
              <p className="consolidation__hint">
                <Trans>This is an estimate: the warehouse prepares your shipment and then issues its invoice.</Trans>
              </p>
            </>
          )}
        </div>
      </div>
      {view === 'requestFailed' && (
        <ErrorState
          error={context.error}
          message={t`Your request did not reach us. Check your connection and try again.`}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      <StepActions onBack={view === 'requesting' ? undefined : () => actor.send({ type: 'BACK' })}>
        {(view === 'ready' || view === 'requesting') && (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={view === 'requesting' || offline.blocked || undefined}
            aria-describedby={offline.describedBy}
            onClick={() => view === 'ready' && !offline.blocked && actor.send({ type: 'CONFIRM' })}
          >
            {view === 'requesting' ? <Trans>Requesting…</Trans> : <Trans>Request the shipment</Trans>}
          </button>
        )}
      </StepActions>
    </StepSection>
  );
}
