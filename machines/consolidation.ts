import { assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Package } from '../src/api/contract/packages.ts';
import type { Quote, QuoteService } from '../src/api/contract/quotes.ts';
import type { Recipient } from '../src/api/contract/recipients.ts';
import type { ShipmentDetail } from '../src/api/contract/shipments.ts';
import type { NotifyEvent } from './notify.ts';
import { codeOf, errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import { recipientCreationMachine } from './recipient-creation.ts';
import type { PageMeta, PageShownEvent } from './page.ts';

/** The steps as the address names them (`?step=`); a reload resumes at the furthest one its choices allow. */
export const CONSOLIDATION_STEPS = ['packages', 'recipient', 'service', 'options', 'review'] as const;
export type ConsolidationStep = (typeof CONSOLIDATION_STEPS)[number];

/** The options of the shipment: insurance covers the declared value (USD); notes for the warehouse. */
export type ShipmentOptions = { insurance: boolean; declaredValue: number | null; repack: boolean; notes: string };
export const NO_OPTIONS: ShipmentOptions = { insurance: false, declaredValue: null, repack: false, notes: '' };

/**
 * What the flow opens with: the address's choices (`?packages=1,2&recipient=5&service=AIR&step=service`),
 * and the options the tab kept for it (a reload; null for a new request).
 */
export type ConsolidationInput = {
  packageIds: number[];
  recipientId: number | null;
  service: QuoteService | null;
  step: ConsolidationStep | null;
  options: ShipmentOptions | null;
};

/** The quote of each service for the chosen packages and country; null: not offered there. */
export type ServiceQuotes = Record<QuoteService, Quote | null>;
/** What is priced on the service step: the packages, and the recipient's country. */
export type ServicesQuoteRequest = { packageIds: number[]; countryId: number };
/** What is priced on the review step, and then requested. */
export type ShipmentRequest = {
  packageIds: number[];
  recipientId: number;
  countryId: number;
  service: QuoteService;
  options: ShipmentOptions;
};
export type RequestedShipment = Pick<ShipmentDetail, 'id'>;

/** A step's choice the customer tried to continue without: its message shows at the step's list. */
export type MissingChoice = 'packages' | 'recipient' | 'service';

/** The field of a request the server refused, with its messages (they name the package). */
export type Refusal = { field: 'package_ids' | 'recipient_id' | 'service' | 'declared_value'; messages: string[] };

export type ConsolidationContext = {
  /** The step the address asked for at the start (used once, to resume). */
  requestedStep: ConsolidationStep | null;
  requestedRecipientId: number | null;
  /** The customer's packages in the warehouse and in no shipment. */
  packages: Package[];
  recipients: Recipient[];
  selectedPackageIds: number[];
  recipientId: number | null;
  service: QuoteService | null;
  options: ShipmentOptions;
  quotes: ServiceQuotes | null;
  /** The chosen service's full quote with the options (review). */
  quote: Quote | null;
  /** What the server refused last, shown on the step it sent the customer back to. */
  refusal: Refusal | null;
  /** Insurance asked without a declared value: the options step marks the field. */
  missingDeclaredValue: boolean;
  /** Continue was pressed without the step's choice: the step marks its list (docs/product.md#steps-and-history). */
  missingChoice: MissingChoice | null;
  /**
   * The options were confirmed, and no step before them shown since: the review can be shown again
   * by the browser's Forward or a reload (the address does not say whether they were).
   */
  optionsChosen: boolean;
  /** The last failure of a call, for its retry message. */
  error: unknown;
  shipmentId: number | null;
};

export type ConsolidationEvent =
  | { type: 'TOGGLE_PACKAGE'; packageId: number }
  | { type: 'SELECT_RECIPIENT'; recipientId: number }
  | { type: 'ADD_RECIPIENT' }
  | { type: 'SELECT_SERVICE'; service: QuoteService }
  | { type: 'CHANGE_OPTIONS'; options: ShipmentOptions }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  /** The language just chosen: the review's quote is asked for again in it (docs/product.md#languages). */
  | { type: 'REFRESH' }
  | PageShownEvent<ConsolidationStep>;

export const consolidationMessages = {
  choosePackages: msg({ id: 'consolidation-alert-choose-packages', message: 'Choose at least one package to ship.' }),
  chooseRecipient: msg({ id: 'consolidation-alert-choose-recipient', message: 'Choose who will receive the shipment.' }),
  chooseService: msg({ id: 'consolidation-alert-choose-service', message: 'Choose air or ocean.' }),
  declaredValueNeeded: msg({
    id: 'consolidation-alert-declared-value',
    message: 'To insure the shipment, give its declared value.',
  }),
  packageTaken: msg({
    id: 'consolidation-alert-package-taken',
    message: 'A package you chose can no longer be shipped. Check your packages and try again.',
  }),
  recipientRefused: msg({
    id: 'consolidation-alert-recipient-refused',
    message: 'That recipient can no longer be used. Choose another one.',
  }),
  serviceRefused: msg({
    id: 'consolidation-alert-service-refused',
    message: 'That service is not available for this recipient. Choose another one.',
  }),
  requested: msg({
    id: 'consolidation-alert-requested',
    message: 'Shipment requested. We will prepare it and send you its invoice.',
  }),
};

const isFailedValidationOn = (field: Refusal['field']) => (_: unknown, params: { error: unknown }) =>
  codeOf(params.error) === 'FAILED_VALIDATION' && (fieldErrorsOf(params.error)[field]?.length ?? 0) > 0;

const refusalOf = (field: Refusal['field'], error: unknown): Refusal => ({ field, messages: fieldErrorsOf(error)[field] ?? [] });

const countryOf = (context: ConsolidationContext) =>
  context.recipients.find((recipient) => recipient.id === context.recipientId)?.country_id ?? 0;

/** The request as it stands: the review's quote and the confirmation send it. */
const requestOf = (context: ConsolidationContext): ShipmentRequest => ({
  packageIds: context.selectedPackageIds,
  recipientId: context.recipientId ?? 0,
  countryId: countryOf(context),
  service: context.service ?? 'AIR',
  options: context.options,
});

const stepIndex = (step: ConsolidationStep | null) => (step ? CONSOLIDATION_STEPS.indexOf(step) : 0);

const lacksDeclaredValue = ({ options }: ConsolidationContext) => options.insurance && !(options.declaredValue && options.declaredValue > 0);

/**
 * A consolidation request (docs/product.md#consolidation-requests): the packages in the warehouse → a recipient (or a new
 * one) → air or ocean, each with its quote → options → the full quote → the request → its page.
 */
/** The flow's pages: its steps, then the requested shipment's page it leaves for. */
export type ConsolidationPageName = ConsolidationStep | 'shipment';

export const consolidationMachine = setup({
  types: {
    context: {} as ConsolidationContext,
    meta: {} as PageMeta<ConsolidationPageName>,
    events: {} as ConsolidationEvent,
    input: {} as ConsolidationInput,
    emitted: {} as NotifyEvent,
    children: {} as {
      loadPackages: 'loadPackages';
      loadRecipients: 'loadRecipients';
      quoteServices: 'quoteServices';
      quoteShipment: 'quoteShipment';
      refreshQuote: 'quoteShipment';
      requestShipment: 'requestShipment';
      recipientCreation: 'recipientCreation';
    },
  },
  actors: {
    loadPackages: fromPromise<Package[]>(async () => {
      throw new Error('loadPackages is provided by the app');
    }),
    loadRecipients: fromPromise<Recipient[]>(async () => {
      throw new Error('loadRecipients is provided by the app');
    }),
    quoteServices: fromPromise<ServiceQuotes, ServicesQuoteRequest>(async () => {
      throw new Error('quoteServices is provided by the app');
    }),
    quoteShipment: fromPromise<Quote, ShipmentRequest>(async () => {
      throw new Error('quoteShipment is provided by the app');
    }),
    requestShipment: fromPromise<RequestedShipment, ShipmentRequest>(async () => {
      throw new Error('requestShipment is provided by the app');
    }),
    recipientCreation: recipientCreationMachine,
  },
  actions: {
    // The tab keeps the options, so a reload keeps them (docs/product.md#steps-and-history); the app
    // provides where.
    keepOptions: (_, _params: { options: ShipmentOptions }) => {},
    forgetKeptOptions: () => {},
    // Only packages still available stay chosen (a reload, or one taken meanwhile).
    assignPackages: assign(({ context }, params: { packages: Package[] }) => ({
      packages: params.packages,
      selectedPackageIds: context.selectedPackageIds.filter((id) => params.packages.some((p) => p.id === id)),
      error: null,
    })),
    assignRecipients: assign(({ context }, params: { recipients: Recipient[] }) => {
      const wanted = context.recipientId ?? context.requestedRecipientId;
      return {
        recipients: params.recipients,
        recipientId: params.recipients.some((r) => r.id === wanted) ? wanted : null,
        requestedRecipientId: null,
        error: null,
      };
    }),
    // After adding one: the recipient that was not in the list before is chosen.
    selectAddedRecipient: assign(({ context }, params: { recipients: Recipient[] }) => ({
      recipients: params.recipients,
      recipientId: params.recipients.find((r) => !context.recipients.some((known) => known.id === r.id))?.id ?? null,
      error: null,
    })),
    togglePackage: assign(({ context }, params: { packageId: number }) => ({
      selectedPackageIds: context.selectedPackageIds.includes(params.packageId)
        ? context.selectedPackageIds.filter((id) => id !== params.packageId)
        : [...context.selectedPackageIds, params.packageId],
      quotes: null,
      quote: null,
      refusal: null,
      missingChoice: null,
    })),
    assignRecipient: assign((_, params: { recipientId: number }) => ({
      recipientId: params.recipientId,
      quotes: null,
      quote: null,
      refusal: null,
      missingChoice: null,
    })),
    assignService: assign((_, params: { service: QuoteService }) => ({ service: params.service, quote: null, refusal: null, missingChoice: null })),
    assignOptions: assign((_, params: { options: ShipmentOptions }) => ({
      options: params.options,
      quote: null,
      missingDeclaredValue: false,
      refusal: null,
    })),
    assignQuotes: assign(({ context }, params: { quotes: ServiceQuotes }) => ({
      quotes: params.quotes,
      // A service the country is not served by cannot stay chosen.
      service: context.service && params.quotes[context.service] ? context.service : null,
      error: null,
    })),
    assignQuote: assign((_, params: { quote: Quote }) => ({ quote: params.quote, error: null })),
    assignShipment: assign((_, params: { shipment: RequestedShipment }) => ({ shipmentId: params.shipment.id, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    markDeclaredValueMissing: assign({ missingDeclaredValue: true }),
    markChoiceMissing: assign((_, params: { choice: MissingChoice }) => ({ missingChoice: params.choice })),
    confirmOptions: assign({ optionsChosen: true }),
    forgetOptionsConfirmed: assign({ optionsChosen: false }),
    clearMissingChoice: assign({ missingChoice: null }),
    clearQuote: assign({ quote: null }),
    // What the step showed about its last Continue or the server's refusal.
    clearRefusal: assign({ refusal: null, error: null, missingChoice: null }),
    forgetRequestedStep: assign({ requestedStep: null }),
    askForStep: assign((_, params: { step: ConsolidationStep }) => ({ requestedStep: params.step })),
    assignPackageRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf('package_ids', params.error), quotes: null, quote: null })),
    assignRecipientRefusal: assign((_, params: { error: unknown }) => ({
      refusal: refusalOf('recipient_id', params.error),
      recipientId: null,
      quotes: null,
      quote: null,
    })),
    assignServiceRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf('service', params.error), quote: null })),
    assignDeclaredValueRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf('declared_value', params.error), quote: null })),
    notifyPackageTaken: emit({ type: 'notify', kind: 'error', message: consolidationMessages.packageTaken } as const),
    notifyRecipientRefused: emit({ type: 'notify', kind: 'error', message: consolidationMessages.recipientRefused } as const),
    notifyServiceRefused: emit({ type: 'notify', kind: 'error', message: consolidationMessages.serviceRefused } as const),
    notifyRequested: emit({ type: 'notify', kind: 'success', message: consolidationMessages.requested } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    // Resuming from the address: the furthest step its choices allow, up to the one it named.
    canResumeAt: ({ context }, params: { step: ConsolidationStep }) => {
      if (stepIndex(context.requestedStep) < stepIndex(params.step)) return false;
      const hasPackages = context.selectedPackageIds.length > 0;
      if (params.step === 'recipient') return hasPackages;
      if (params.step === 'service') return hasPackages && context.recipientId !== null;
      const hasService = hasPackages && context.recipientId !== null && context.service !== null;
      if (params.step === 'options') return hasService;
      // The review is shown again only once its options were confirmed (here, or before a reload of it).
      return hasService && context.optionsChosen && !lacksDeclaredValue(context);
    },
    hasPackages: ({ context }) => context.selectedPackageIds.length > 0,
    isAvailablePackage: ({ context }, params: { packageId: number }) => context.packages.some((p) => p.id === params.packageId),
    hasRecipient: ({ context }) => context.recipientId !== null,
    isKnownRecipient: ({ context }, params: { recipientId: number }) => context.recipients.some((r) => r.id === params.recipientId),
    hasNewRecipient: ({ context }, params: { recipients: Recipient[] }) =>
      params.recipients.some((r) => !context.recipients.some((known) => known.id === r.id)),
    hasService: ({ context }) => context.service !== null,
    isOfferedService: ({ context }, params: { service: QuoteService }) => context.quotes?.[params.service] != null,
    hasNoService: (_, params: { quotes: ServiceQuotes }) => params.quotes.AIR === null && params.quotes.OCEAN === null,
    lacksDeclaredValue: ({ context }) => lacksDeclaredValue(context),
    // The server's refusals, each named by the field it marks.
    isPackageTaken: isFailedValidationOn('package_ids'),
    isRecipientRefused: isFailedValidationOn('recipient_id'),
    isServiceRefused: isFailedValidationOn('service'),
    isDeclaredValueRefused: isFailedValidationOn('declared_value'),
    isNetworkError: hasCode('NETWORK_ERROR'),
    // The browser's Back and Forward wait while the list reloads after a refusal, or the request is on its way.
    isNotReloadingRecipients: not(stateIn({ recipient: 'reloading' })),
    isNotRequesting: not(stateIn({ review: 'requesting' })),
  },
}).createMachine({
  id: 'consolidation',
  description:
    'Requesting a shipment: packages in the warehouse → recipient → air or ocean with their quotes → options → the full quote → the request.',
  context: ({ input }) => ({
    requestedStep: input.step,
    requestedRecipientId: input.recipientId,
    packages: [],
    recipients: [],
    selectedPackageIds: input.packageIds,
    recipientId: null,
    service: input.service,
    options: input.options ?? NO_OPTIONS,
    quotes: null,
    quote: null,
    refusal: null,
    missingDeclaredValue: false,
    missingChoice: null,
    // The review's address was reached with its options confirmed: kept, they are again.
    optionsChosen: input.step === 'review' && input.options !== null,
    error: null,
    shipmentId: null,
  }),
  // The options the flow opens with are the tab's now: a new request's none replace an earlier one's.
  entry: { type: 'keepOptions', params: ({ context }) => ({ options: context.options }) },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET the customer’s packages in the warehouse, then the recipients.',
      tags: ['loading'],
      initial: 'packages',
      states: {
        packages: {
          description: 'GET the customer’s packages in the warehouse.',
          invoke: {
            id: 'loadPackages',
            src: 'loadPackages',
            onDone: { target: 'recipients', actions: { type: 'assignPackages', params: ({ event }) => ({ packages: event.output }) } },
            onError: { target: '#consolidation.loadFailed', actions: { type: 'assignError', params: errorParams } },
          },
        },
        recipients: {
          description: 'GET the customer’s recipients.',
          invoke: {
            id: 'loadRecipients',
            src: 'loadRecipients',
            onDone: { target: '#consolidation.resuming', actions: { type: 'assignRecipients', params: ({ event }) => ({ recipients: event.output }) } },
            onError: { target: '#consolidation.loadFailed', actions: { type: 'assignError', params: errorParams } },
          },
        },
      },
    },
    loadFailed: {
      description: 'The packages or the recipients could not be loaded: a retry.',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
    resuming: {
      description:
        'Opened from an address (a reload, a link), or another step shown by the browser’s Back or Forward: the step it names, or the furthest one before it whose choices are still valid (packages still available, a recipient still there; the review only once its options were confirmed).',
      always: [
        { guard: { type: 'canResumeAt', params: { step: 'review' } }, target: 'review', actions: ['forgetRequestedStep', 'clearQuote'] },
        { guard: { type: 'canResumeAt', params: { step: 'options' } }, target: 'options', actions: 'forgetRequestedStep' },
        { guard: { type: 'canResumeAt', params: { step: 'service' } }, target: 'service', actions: 'forgetRequestedStep' },
        { guard: { type: 'canResumeAt', params: { step: 'recipient' } }, target: 'recipient', actions: 'forgetRequestedStep' },
        { target: 'packages', actions: 'forgetRequestedStep' },
      ],
    },
    packages: {
      meta: { page: 'packages' },
      description: 'Step 1: the packages in the warehouse; at least one is chosen. A package taken meanwhile is gone from the list, with the server’s message.',
      // A step before the options: they are to be confirmed again before the review.
      entry: 'forgetOptionsConfirmed',
      exit: 'clearMissingChoice',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The list of packages, each with a checkbox; Next once one is chosen.',
          on: {
            TOGGLE_PACKAGE: {
              guard: { type: 'isAvailablePackage', params: ({ event }) => ({ packageId: event.packageId }) },
              actions: { type: 'togglePackage', params: ({ event }) => ({ packageId: event.packageId }) },
            },
            NEXT: [
              { guard: 'hasPackages', target: '#consolidation.recipient', actions: 'clearRefusal' },
              { description: 'No package chosen: the list says so.', actions: { type: 'markChoiceMissing', params: { choice: 'packages' } } },
            ],
            'PAGE.SHOWN': {
              description: 'The browser’s Back or Forward showed another step: resumed there, every choice kept.',
              target: '#consolidation.resuming',
              actions: { type: 'askForStep', params: ({ event }) => ({ step: event.page }) },
            },
          },
        },
        refreshing: {
          description: 'The server refused a package (taken meanwhile): the list loads again and it leaves the choice (the browser’s Back and Forward wait for it).',
          tags: ['loading'],
          invoke: {
            id: 'loadPackages',
            src: 'loadPackages',
            onDone: { target: 'choosing', actions: { type: 'assignPackages', params: ({ event }) => ({ packages: event.output }) } },
            onError: { target: '#consolidation.loadFailed', actions: { type: 'assignError', params: errorParams } },
          },
        },
      },
    },
    recipient: {
      meta: { page: 'recipient' },
      description: 'Step 2: who receives the shipment, one of the customer’s recipients or a new one.',
      // A step before the options: they are to be confirmed again before the review.
      entry: 'forgetOptionsConfirmed',
      exit: 'clearMissingChoice',
      initial: 'choosing',
      on: {
        'PAGE.SHOWN': {
          description: 'The browser’s Back or Forward showed another step: resumed there, every choice kept (not while the list reloads).',
          guard: 'isNotReloadingRecipients',
          target: '#consolidation.resuming',
          actions: { type: 'askForStep', params: ({ event }) => ({ step: event.page }) },
        },
      },
      states: {
        choosing: {
          description: 'The customer’s recipients, one to choose, and a button to add one; Next once one is chosen.',
          on: {
            SELECT_RECIPIENT: {
              guard: { type: 'isKnownRecipient', params: ({ event }) => ({ recipientId: event.recipientId }) },
              actions: { type: 'assignRecipient', params: ({ event }) => ({ recipientId: event.recipientId }) },
            },
            ADD_RECIPIENT: 'adding',
            NEXT: [
              { guard: 'hasRecipient', target: '#consolidation.service', actions: 'clearRefusal' },
              { description: 'No recipient chosen: the list says so.', actions: { type: 'markChoiceMissing', params: { choice: 'recipient' } } },
            ],
            BACK: '#consolidation.packages',
          },
        },
        adding: {
          description: 'The recipient form (the recipientCreation machine); saved, the list loads again with it chosen.',
          invoke: { id: 'recipientCreation', src: 'recipientCreation', onDone: 'reloading' },
          on: { BACK: 'choosing' },
        },
        reloading: {
          description: 'GET the recipients again: after adding one (it is chosen), or after the server refused the chosen one.',
          tags: ['loading'],
          invoke: {
            id: 'loadRecipients',
            src: 'loadRecipients',
            onDone: [
              {
                description: 'A recipient that was not in the list: the one just added, chosen.',
                guard: { type: 'hasNewRecipient', params: ({ event }) => ({ recipients: event.output }) },
                target: 'choosing',
                actions: { type: 'selectAddedRecipient', params: ({ event }) => ({ recipients: event.output }) },
              },
              { target: 'choosing', actions: { type: 'assignRecipients', params: ({ event }) => ({ recipients: event.output }) } },
            ],
            onError: { target: 'choosing', actions: { type: 'notifyFailure', params: errorParams } },
          },
        },
      },
    },
    service: {
      meta: { page: 'service' },
      description: 'Step 3: air and ocean side by side, each with its quote (POST api/quotes) for the packages and the recipient’s country.',
      // A step before the options: they are to be confirmed again before the review.
      entry: 'forgetOptionsConfirmed',
      exit: 'clearMissingChoice',
      initial: 'quoting',
      on: {
        BACK: 'recipient',
        'PAGE.SHOWN': {
          description: 'The browser’s Back or Forward showed another step: resumed there, every choice kept.',
          target: '#consolidation.resuming',
          actions: { type: 'askForStep', params: ({ event }) => ({ step: event.page }) },
        },
      },
      states: {
        quoting: {
          description: 'POST api/quotes for air and for ocean.',
          tags: ['loading'],
          invoke: {
            id: 'quoteServices',
            src: 'quoteServices',
            input: ({ context }) => ({ packageIds: context.selectedPackageIds, countryId: countryOf(context) }),
            onDone: [
              {
                description: 'Neither service reaches the recipient’s country.',
                guard: { type: 'hasNoService', params: ({ event }) => ({ quotes: event.output }) },
                target: 'unavailable',
                actions: { type: 'assignQuotes', params: ({ event }) => ({ quotes: event.output }) },
              },
              { target: 'choosing', actions: { type: 'assignQuotes', params: ({ event }) => ({ quotes: event.output }) } },
            ],
            onError: [
              {
                description: 'FAILED_VALIDATION on package_ids: a package was taken meanwhile.',
                guard: { type: 'isPackageTaken', params: errorParams },
                target: '#consolidation.packages.refreshing',
                actions: [{ type: 'assignPackageRefusal', params: errorParams }, 'notifyPackageTaken'],
              },
              { target: 'failed', actions: { type: 'assignError', params: errorParams } },
            ],
          },
        },
        choosing: {
          description: 'Air and ocean with their quotes, one to choose; Next once one is chosen.',
          on: {
            SELECT_SERVICE: {
              guard: { type: 'isOfferedService', params: ({ event }) => ({ service: event.service }) },
              actions: { type: 'assignService', params: ({ event }) => ({ service: event.service }) },
            },
            NEXT: [
              { guard: 'hasService', target: '#consolidation.options', actions: 'clearRefusal' },
              { description: 'No service chosen: the services say so.', actions: { type: 'markChoiceMissing', params: { choice: 'service' } } },
            ],
          },
        },
        unavailable: {
          description: 'No service reaches this recipient’s country: the customer goes back to choose another recipient.',
        },
        failed: {
          description: 'The quotes could not be loaded (no network, …): a retry.',
          tags: ['error'],
          on: { RETRY: 'quoting' },
        },
      },
    },
    options: {
      meta: { page: 'options' },
      description: 'Step 4: insurance with the declared value, repacking, notes for the warehouse.',
      on: {
        CHANGE_OPTIONS: {
          actions: [
            { type: 'assignOptions', params: ({ event }) => ({ options: event.options }) },
            { type: 'keepOptions', params: ({ event }) => ({ options: event.options }) },
          ],
        },
        NEXT: [
          {
            description: 'Insurance without a declared value: the field is marked.',
            guard: 'lacksDeclaredValue',
            actions: 'markDeclaredValueMissing',
          },
          { target: 'review', actions: ['clearRefusal', 'clearQuote', 'confirmOptions'] },
        ],
        BACK: 'service',
        'PAGE.SHOWN': {
          description: 'The browser’s Back or Forward showed another step: resumed there, every choice kept.',
          target: '#consolidation.resuming',
          actions: { type: 'askForStep', params: ({ event }) => ({ step: event.page }) },
        },
      },
    },
    review: {
      meta: { page: 'review' },
      description: 'Step 5: the full quote of the chosen service with the options (POST api/quotes), then the request.',
      initial: 'quoting',
      on: {
        'PAGE.SHOWN': {
          description: 'The browser’s Back or Forward showed another step: resumed there, every choice kept (not while the request is on its way).',
          guard: 'isNotRequesting',
          target: '#consolidation.resuming',
          actions: { type: 'askForStep', params: ({ event }) => ({ step: event.page }) },
        },
      },
      states: {
        quoting: {
          description: 'POST api/quotes: the full quote of the chosen service with the options.',
          tags: ['loading'],
          on: {
            BACK: '#consolidation.options',
            // The quote on its way was asked for in the language before.
            REFRESH: { target: 'quoting', reenter: true },
          },
          invoke: {
            id: 'quoteShipment',
            src: 'quoteShipment',
            input: ({ context }) => requestOf(context),
            onDone: { target: 'ready', actions: { type: 'assignQuote', params: ({ event }) => ({ quote: event.output }) } },
            onError: [
              {
                description: 'FAILED_VALIDATION on package_ids: a package was taken meanwhile.',
                guard: { type: 'isPackageTaken', params: errorParams },
                target: '#consolidation.packages.refreshing',
                actions: [{ type: 'assignPackageRefusal', params: errorParams }, 'notifyPackageTaken'],
              },
              {
                description: 'FAILED_VALIDATION on declared_value: its message on the options.',
                guard: { type: 'isDeclaredValueRefused', params: errorParams },
                target: '#consolidation.options',
                actions: { type: 'assignDeclaredValueRefusal', params: errorParams },
              },
              { target: 'failed', actions: { type: 'assignError', params: errorParams } },
            ],
          },
        },
        ready: {
          description: 'The quote’s lines, total and transit days, the packages, the recipient and the options; Confirm.',
          on: { CONFIRM: 'requesting', BACK: '#consolidation.options', REFRESH: 'refreshing' },
        },
        refreshing: {
          description:
            'Another language chosen: the quote stays shown while it is asked for again in it (its lines are the server’s words); Confirm and Back as when ready.',
          on: { CONFIRM: 'requesting', BACK: '#consolidation.options', REFRESH: { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshQuote',
            src: 'quoteShipment',
            input: ({ context }) => requestOf(context),
            onDone: { target: 'ready', actions: { type: 'assignQuote', params: ({ event }) => ({ quote: event.output }) } },
            // Only the words were to change: the quote shown stays, in the language before.
            onError: 'ready',
          },
        },
        failed: {
          description: 'The quote could not be loaded: a retry.',
          tags: ['error'],
          on: { RETRY: 'quoting', BACK: '#consolidation.options' },
        },
        requesting: {
          description: 'POST api/shipments (Back waits for the answer).',
          tags: ['loading'],
          invoke: {
            id: 'requestShipment',
            src: 'requestShipment',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: '#consolidation.requested',
              actions: [{ type: 'assignShipment', params: ({ event }) => ({ shipment: event.output }) }, 'notifyRequested'],
            },
            onError: [
              {
                description: 'FAILED_VALIDATION on package_ids: a package was taken meanwhile; back to the packages, without it.',
                guard: { type: 'isPackageTaken', params: errorParams },
                target: '#consolidation.packages.refreshing',
                actions: [{ type: 'assignPackageRefusal', params: errorParams }, 'notifyPackageTaken'],
              },
              {
                description: 'FAILED_VALIDATION on recipient_id: the recipient was refused (deleted meanwhile); back to the recipients.',
                guard: { type: 'isRecipientRefused', params: errorParams },
                target: '#consolidation.recipient.reloading',
                actions: [{ type: 'assignRecipientRefusal', params: errorParams }, 'notifyRecipientRefused'],
              },
              {
                description: 'FAILED_VALIDATION on service: no rates for the country any more; back to the services.',
                guard: { type: 'isServiceRefused', params: errorParams },
                target: '#consolidation.service',
                actions: [{ type: 'assignServiceRefusal', params: errorParams }, 'notifyServiceRefused'],
              },
              {
                description: 'FAILED_VALIDATION on declared_value: its message on the options.',
                guard: { type: 'isDeclaredValueRefused', params: errorParams },
                target: '#consolidation.options',
                actions: { type: 'assignDeclaredValueRefusal', params: errorParams },
              },
              {
                description: 'No network: nothing was requested; a retry sends it again.',
                guard: { type: 'isNetworkError', params: errorParams },
                target: 'requestFailed',
                actions: { type: 'assignError', params: errorParams },
              },
              {
                description: 'Any other failure: its toast, and the review stays to confirm again.',
                target: 'ready',
                actions: { type: 'notifyFailure', params: errorParams },
              },
            ],
          },
        },
        requestFailed: {
          description: 'The request did not reach the server: a retry.',
          tags: ['error'],
          on: { RETRY: 'requesting', BACK: '#consolidation.options' },
        },
      },
    },
    requested: {
      meta: { page: 'shipment' },
      description: 'The shipment is requested (REQUESTED, with its quote): the customer goes to its page; the tab forgets its options.',
      type: 'final',
      entry: 'forgetKeptOptions',
    },
  },
});
