import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/consolidation.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONSOLIDATION_STEPS, type ConsolidationInput, type ConsolidationStep } from '../../../machines/consolidation.ts';
import { QUOTE_SERVICES, type QuoteService } from '../../api/contract/quotes.ts';
import { packagesApi } from '../../api/packages.ts';
import { quotesApi } from '../../api/quotes.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useFlowPage, type PageAddresses, type PageAt } from '../../lib/use-flow-page.ts';
import { ConsolidationActorContext, type ConsolidationActor, type ConsolidationSnapshot } from './consolidation-actor.ts';
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

/** A step's address: the step and the choices so far (a reload resumes from them). */
const stepAddress =
  (step: ConsolidationStep) =>
  ({ context }: ConsolidationSnapshot): string => {
    const query = new URLSearchParams({ step });
    if (context.selectedPackageIds.length > 0) query.set('packages', context.selectedPackageIds.join(','));
    if (context.recipientId !== null) query.set('recipient', String(context.recipientId));
    if (context.service) query.set('service', context.service);
    return `${paths.shipmentCreate}?${query.toString()}`;
  };

/**
 * Each page's address: the steps', then the requested shipment's page. A step reached with Continue
 * is an entry of the history; the shipment requested takes the place of every step's
 * (docs/product.md#steps-and-history).
 */
const PAGE_ADDRESSES: PageAddresses<ConsolidationActor> = {
  packages: stepAddress('packages'),
  recipient: { to: stepAddress('recipient'), history: 'push' },
  service: { to: stepAddress('service'), history: 'push' },
  options: { to: stepAddress('options'), history: 'push' },
  review: { to: stepAddress('review'), history: 'push' },
  // Entered only with the requested shipment's id.
  shipment: { to: ({ context }) => paths.shipmentDetail(context.shipmentId ?? ''), history: 'replaceFlow', home: paths.myAccount },
};

/** The step an address shows, for the browser's Back and Forward. */
const stepAt: PageAt<ConsolidationActor> = ({ search }) => inputOf(new URLSearchParams(search)).step;

const FLOW_PAGE_OPTIONS = { pageAt: stepAt };

/**
 * /home/my-shipments/create: the consolidation flow (the route's gate, src/app, lets it in only while
 * the company's switch is on).
 */
export default function ConsolidationFlow() {
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
  useFlowPage(actor, PAGE_ADDRESSES, FLOW_PAGE_OPTIONS);
  return (
    <ConsolidationActorContext value={actor}>
      <ConsolidationPage />
    </ConsolidationActorContext>
  );
}
