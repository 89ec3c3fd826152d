import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsolidationStep } from '../../../machines/consolidation.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { stepOf, useConsolidation } from './consolidation-actor.ts';
import { OptionsStep } from './options-step.tsx';
import { PackagesStep } from './packages-step.tsx';
import { RecipientStep } from './recipient-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ServiceStep } from './service-step.tsx';

/** /home/my-shipments/create: the step indicator and the step the flow is on. */
export function ConsolidationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Request a shipment`);
  const actor = useConsolidation();
  const step = useActorSelector(actor, stepOf);
  const view = useActorSelector(actor, (s) => (s.matches('loadFailed') ? 'failed' : s.matches('requested') ? 'requested' : 'open'));
  const error = useActorSelector(actor, (s) => s.context.error);
  // The heading of each step (and of the recipient form) takes the focus when it opens; the first
  // one shown keeps the focus where the page put it.
  const focusKey = useActorSelector(actor, (s) => (s.matches({ recipient: 'adding' }) ? 'recipient-add' : stepOf(s)));
  const opened = useRef(false);
  useEffect(() => {
    if (!focusKey) return;
    if (opened.current) document.getElementById(`consolidation-${focusKey}-title`)?.focus();
    opened.current = true;
  }, [focusKey]);
  return (
    <div className="page consolidation">
      <BackLink to={paths.myShipments}>
        <Trans>← My shipments</Trans>
      </BackLink>
      <PageHeader
        title={<Trans>Request a shipment</Trans>}
        lead={<Trans>Group your packages in the warehouse into one shipment and see what it costs before it leaves.</Trans>}
      />
      <StepIndicator current={step} />
      {view === 'failed' && <ErrorState error={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view !== 'failed' && !step && <Spinner size="sm" label={view === 'requested' ? t`Opening your shipment…` : t`Loading…`} />}
      {step === 'packages' && <PackagesStep />}
      {step === 'recipient' && <RecipientStep />}
      {step === 'service' && <ServiceStep />}
      {step === 'options' && <OptionsStep />}
      {step === 'review' && <ReviewStep />}
    </div>
  );
}

function StepIndicator({ current }: { current: ConsolidationStep | null }) {
  const { t } = useLingui();
  const labels: Record<ConsolidationStep, string> = {
    packages: t`Packages`,
    recipient: t`Recipient`,
    service: t`Service`,
    options: t`Options`,
    review: t`Review`,
  };
  const steps = Object.keys(labels) as ConsolidationStep[];
  const index = current ? steps.indexOf(current) : -1;
  return (
    <nav className="consolidation-steps" aria-label={t`Steps`}>
      <ol className="consolidation-steps__list">
        {steps.map((step, i) => (
          <li
            key={step}
            className={`consolidation-steps__item${i === index ? ' consolidation-steps__item--current' : ''}${i < index ? ' consolidation-steps__item--done' : ''}`}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="consolidation-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="consolidation-steps__label">{labels[step]}</span>
          </li>
        ))}
      </ol>
      <p className="consolidation-steps__caption" aria-live="polite">
        {index >= 0 && <Trans>Step {index + 1} of {steps.length}: {labels[steps[index]!]}</Trans>}
      </p>
    </nav>
  );
}
