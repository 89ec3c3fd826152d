import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/consolidation.css';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { packagesApi } from '../../api/packages.ts';
import { quotesApi } from '../../api/quotes.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';
import { useReloadOnChange } from '../../data/use-reload-on-change.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useFlowPage, type PageAddresses, type PageAt } from '../../lib/use-flow-page.ts';
import { ConsolidationActorContext, type ConsolidationActor } from './consolidation-actor.ts';
import { inputOf, stepAddress, stepIn } from './consolidation-address.ts';
import { provideConsolidation } from './consolidation-implementations.ts';
import { ConsolidationPage } from './consolidation-page.tsx';
import { readKeptOptions } from './kept-options.ts';

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
const stepAt: PageAt<ConsolidationActor> = ({ search }) => stepIn(new URLSearchParams(search));

const FLOW_PAGE_OPTIONS = { pageAt: stepAt };

/**
 * /home/my-shipments/create: the consolidation flow (the route's gate, src/app, lets it in only while
 * the company's switch is on).
 */
export default function ConsolidationFlow() {
  // The address at the start; afterwards the flow moves it.
  const [search] = useSearchParams();
  // Read once: the actor is created with the first render's input.
  const [input] = useState(() => inputOf(search, readKeptOptions));
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
  // A new language (or the connection back): the review's quote is asked for again, the step and
  // every choice kept (docs/product.md#languages). REFRESH only: a retry is the customer's (one sends
  // the request).
  const refresher = useMemo(() => ({ send: ({ type }: { type: string }) => type === 'REFRESH' && actor.send({ type }) }), [actor]);
  useReloadOnChange(refresher, []);
  return (
    <ConsolidationActorContext value={actor}>
      <ConsolidationPage />
    </ConsolidationActorContext>
  );
}
