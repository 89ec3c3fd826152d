import { CONSOLIDATION_STEPS, type ConsolidationInput, type ConsolidationStep, type ShipmentOptions } from '../../../machines/consolidation.ts';
import { QUOTE_SERVICES, type QuoteService } from '../../api/contract/quotes.ts';
import { parseId } from '../../lib/id-param.ts';
import { paths } from '../../lib/paths.ts';
import type { ConsolidationSnapshot } from './consolidation-actor.ts';

/** The ids of `?packages=1,2,3` (anything else is ignored). */
const idsOf = (value: string | null): number[] => [...new Set((value ?? '').split(',').map(parseId).filter((id) => id !== null))];
const isStep = (value: string | null): value is ConsolidationStep => CONSOLIDATION_STEPS.includes(value as ConsolidationStep);
const isService = (value: string | null): value is QuoteService => QUOTE_SERVICES.includes(value as QuoteService);

/** The step an address names (`?step=`), or null. */
export function stepIn(search: URLSearchParams): ConsolidationStep | null {
  const step = search.get('step');
  return isStep(step) ? step : null;
}

/**
 * What the flow opens with: the address's step and choices so far, and the options the tab kept
 * when the address is a step's (a reload, or Back into the flow); a new request (no step) has none.
 */
export function inputOf(search: URLSearchParams, keptOptions: () => ShipmentOptions | null): ConsolidationInput {
  const step = stepIn(search);
  const service = search.get('service');
  return {
    packageIds: idsOf(search.get('packages')),
    recipientId: parseId(search.get('recipient') ?? undefined),
    service: isService(service) ? service : null,
    step,
    options: step ? keptOptions() : null,
  };
}

/** A step's address: the step and the choices so far (a reload resumes from them). */
export const stepAddress =
  (step: ConsolidationStep) =>
  ({ context }: ConsolidationSnapshot): string => {
    const query = new URLSearchParams({ step });
    if (context.selectedPackageIds.length > 0) query.set('packages', context.selectedPackageIds.join(','));
    if (context.recipientId !== null) query.set('recipient', String(context.recipientId));
    if (context.service) query.set('service', context.service);
    return `${paths.shipmentCreate}?${query.toString()}`;
  };
