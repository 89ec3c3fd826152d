import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/consolidation.css';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CONSOLIDATION_STEPS, type ConsolidationInput, type ConsolidationStep } from '../../../machines/consolidation.ts';
import { QUOTE_SERVICES, type QuoteService } from '../../api/contract/quotes.ts';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { quotesApi } from '../../api/quotes.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';
import { useResource } from '../../data/use-resource.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useFlowLocation } from '../../lib/use-flow-location.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConsolidationActorContext, stepOf, type ConsolidationSnapshot } from './consolidation-actor.ts';
import { provideConsolidation } from './consolidation-implementations.ts';
import { ConsolidationPage } from './consolidation-page.tsx';

/** The ids of `?packages=1,2,3` (anything else is ignored). */
const idsOf = (value: string | null): number[] =>
  [...new Set((value ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number))].filter((id) => id > 0);
const idOrNull = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
const isStep = (value: string | null): value is ConsolidationStep => CONSOLIDATION_STEPS.includes(value as ConsolidationStep);
const isService = (value: string | null): value is QuoteService => QUOTE_SERVICES.includes(value as QuoteService);

/** What the address holds: the step and the choices so far (a reload resumes from them). */
export function inputOf(search: URLSearchParams): ConsolidationInput {
  const step = search.get('step');
  const service = search.get('service');
  return {
    packageIds: idsOf(search.get('packages')),
    recipientId: idOrNull(search.get('recipient')),
    service: isService(service) ? service : null,
    step: isStep(step) ? step : null,
  };
}

/** The address of the flow's state: its step and its choices; null keeps it (loading). */
export function pathOf(snapshot: ConsolidationSnapshot): string | null {
  const { shipmentId, selectedPackageIds, recipientId, service } = snapshot.context;
  if (snapshot.matches('requested') && shipmentId !== null) return paths.shipmentDetail(shipmentId);
  const step = stepOf(snapshot);
  if (!step) return null;
  const query = new URLSearchParams({ step });
  if (selectedPackageIds.length > 0) query.set('packages', selectedPackageIds.join(','));
  if (recipientId !== null) query.set('recipient', String(recipientId));
  if (service) query.set('service', service);
  return `${paths.shipmentCreate}?${query.toString()}`;
}

/**
 * /home/my-shipments/create: the consolidation flow when the company's switch is on
 * (`shipmentCreation`); off, the shipments list (which shows the maintenance notice).
 */
export default function ConsolidationFlow() {
  const { t } = useLingui();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  if (settings.status === 'loading') return <Spinner size="sm" label={t`Loading…`} />;
  if (settings.status === 'failed') return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (!settings.data.shipmentCreation) return <Navigate to={paths.myShipments} replace />;
  return <ConsolidationHost />;
}

function ConsolidationHost() {
  // The address at the start; afterwards the flow moves it.
  const [search] = useSearchParams();
  // Read once: the actor is created with the first render's input.
  const input = inputOf(search);
  const packages = useApi(packagesApi);
  const recipients = useApi(recipientsApi);
  const quotes = useApi(quotesApi);
  const shipments = useApi(shipmentsApi);
  const machine = useMemo(
    () => provideConsolidation({ packages, recipients, quotes, shipments }),
    [packages, recipients, quotes, shipments],
  );
  const actor = useFlowActor(machine, { input });
  useNotifications(actor);
  useFlowLocation(useActorSelector(actor, pathOf));
  return (
    <ConsolidationActorContext value={actor}>
      <ConsolidationPage />
    </ConsolidationActorContext>
  );
}
