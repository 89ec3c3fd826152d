import { fromPromise } from 'xstate';
import {
  consolidationMachine,
  type RequestedShipment,
  type ServiceQuotes,
  type ServicesQuoteRequest,
  type ShipmentRequest,
} from '../../../machines/consolidation.ts';
import { isApiError } from '../../api/api-error.ts';
import { PAGE_SIZE_MAX } from '../../api/contract/limits.ts';
import type { Package } from '../../api/contract/packages.ts';
import type { Quote, QuoteService } from '../../api/contract/quotes.ts';
import type { Recipient } from '../../api/contract/recipients.ts';
import type { PackagesApi } from '../../api/packages.ts';
import type { QuotesApi } from '../../api/quotes.ts';
import type { RecipientsApi } from '../../api/recipients.ts';
import type { ShipmentsApi } from '../../api/shipments.ts';
import { provideRecipientCreation } from '../../lib/recipient-creation-flow.ts';
import { forgetKeptOptions, keepOptions } from './kept-options.ts';

export type ConsolidationApis = {
  packages: PackagesApi;
  recipients: RecipientsApi;
  quotes: QuotesApi;
  shipments: ShipmentsApi;
};

/**
 * Every package of the customer that can be shipped, as the server decides: the list filtered
 * (docs/product.md#consolidation-requests), in pages as large as the API gives, so one page
 * nearly always.
 */
async function shippablePackages(api: PackagesApi): Promise<Package[]> {
  const found: Package[] = [];
  for (let page = 1; ; page++) {
    const list = await api.list(page, PAGE_SIZE_MAX, { shippable: true });
    found.push(...list.data);
    if (page >= list.meta.last_page) return found;
  }
}

/** A service the country has no rates for is refused on `service`: not offered (null). */
async function quoteOrNothing(api: QuotesApi, request: ServicesQuoteRequest, service: QuoteService): Promise<Quote | null> {
  try {
    return await api.quote({ country_id: request.countryId, service, package_ids: request.packageIds });
  } catch (error) {
    if (isApiError(error) && error.code === 'FAILED_VALIDATION' && error.fieldErrors.service?.length) return null;
    throw error;
  }
}

/** The options as the contract takes them: the declared value only with insurance. */
const optionsOf = ({ options }: ShipmentRequest) => ({
  insurance: options.insurance,
  declared_value: options.insurance ? options.declaredValue : null,
  repack: options.repack,
});

/** The consolidation flow with the real calls, the recipient form's, and the options kept in the tab. */
export function provideConsolidation(api: ConsolidationApis) {
  return consolidationMachine.provide({
    actions: {
      keepOptions: (_, params) => keepOptions(params.options),
      forgetKeptOptions,
    },
    actors: {
      loadPackages: fromPromise<Package[]>(() => shippablePackages(api.packages)),
      loadRecipients: fromPromise<Recipient[]>(() => api.recipients.list()),
      quoteServices: fromPromise<ServiceQuotes, ServicesQuoteRequest>(async ({ input }) => {
        const [AIR, OCEAN] = await Promise.all([quoteOrNothing(api.quotes, input, 'AIR'), quoteOrNothing(api.quotes, input, 'OCEAN')]);
        return { AIR, OCEAN };
      }),
      quoteShipment: fromPromise<Quote, ShipmentRequest>(({ input, signal }) =>
        api.quotes.quote({ country_id: input.countryId, service: input.service, package_ids: input.packageIds, ...optionsOf(input) }, signal),
      ),
      requestShipment: fromPromise<RequestedShipment, ShipmentRequest>(async ({ input }) => {
        const shipment = await api.shipments.create({
          package_ids: input.packageIds,
          recipient_id: input.recipientId,
          service: input.service,
          ...optionsOf(input),
          notes: input.options.notes.trim() || undefined,
        });
        return { id: shipment.id };
      }),
      recipientCreation: provideRecipientCreation(api.recipients),
    },
  });
}
