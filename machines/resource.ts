import { assign, fromPromise, setup } from 'xstate';

/**
 * Loads one resource for a screen (a warehouse, the app settings, a page of a list) and lets the
 * customer retry a failed load. The app provides the real `load` actor per resource.
 */
export type ResourceContext = { data: unknown; error: unknown };
export type ResourceEvent =
  | { type: 'RETRY' }
  /** Something else to load (another id, another query): what was shown goes. */
  | { type: 'RELOAD' }
  /** The same resource in the language just chosen (docs/product.md#languages): what is shown stays meanwhile. */
  | { type: 'REFRESH' };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load is provided by the app');
    }),
  },
  actions: {
    assignData: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'resource',
  description: 'One resource loaded for a screen, with a retry after a failure.',
  context: { data: undefined, error: null },
  initial: 'loading',
  on: {
    RELOAD: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      description: 'The resource is being fetched.',
      tags: ['loading'],
      // The request on its way asked in the old language.
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'The resource is shown.',
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      description:
        'The resource is shown while it is fetched again in the language just chosen: its words follow, and nothing on the page unmounts (a form keeps what was typed).',
      on: { REFRESH: { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'refresh',
        src: 'load',
        onDone: { target: 'loaded', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        // Only the words were to change: what is shown stays, in the old language.
        onError: 'loaded',
      },
    },
    failed: {
      description: 'The load failed: a translated error with a retry button is shown.',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
  },
});
