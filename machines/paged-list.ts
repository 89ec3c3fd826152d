import { assign, fromPromise, setup } from 'xstate';

/** A page of a list as the server answers it (docs/product.md#responses). */
export type Page<T = unknown> = {
  data: T[];
  meta: { total: number; last_page: number; current_page: number; page_size: number };
};

export type PagedListContext = {
  page: number;
  pageSize: number;
  /** The page shown; kept while the next one loads, so the table does not jump. */
  result: Page | null;
  error: unknown;
};

export type PagedListEvent =
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  /** The language just chosen (docs/product.md#languages): the page is asked for again in it. */
  | { type: 'REFRESH' };

/**
 * One paged list of a screen (packages, pre-alerts, shipments, invoices, pieces…): loading, the
 * page shown (empty or not), a failure with a retry, and page changes. The app provides
 * `loadPage` per resource.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as { pageSize: number; page?: number },
  },
  actors: {
    loadPage: fromPromise<Page, { page: number; pageSize: number }>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
  actions: {
    assignPage: assign((_, params: { page: number }) => ({ page: params.page })),
    assignResult: assign((_, params: { result: Page }) => ({ result: params.result, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isEmpty: (_, params: { result: Page }) => params.result.meta.total === 0,
    /** A page asked for by the address (`?page=9`) after the list shrank: the last one is shown instead. */
    isPastTheLastPage: ({ context }, params: { result: Page }) => context.page > params.result.meta.last_page,
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      params.page !== context.page &&
      params.page <= (context.result?.meta.last_page ?? 1),
  },
}).createMachine({
  id: 'pagedList',
  description: 'A paged list: one page at a time, with a retry when a load fails.',
  context: ({ input }) => ({ page: input.page ?? 1, pageSize: input.pageSize, result: null, error: null }),
  initial: 'loading',
  on: {
    RELOAD: { target: '.loading', reenter: true },
    // Like RELOAD: loading keeps the page on screen, so its words change in place.
    REFRESH: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      description: 'A page is being fetched; the previous page stays on screen meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: 'isPastTheLastPage', params: ({ event }) => ({ result: event.output }) },
            target: 'loading',
            reenter: true,
            actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output.meta.last_page }) },
          },
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded.empty',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'loaded.withItems',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'The page is shown: its items, or the empty list.',
      initial: 'withItems',
      states: {
        withItems: {
          description: 'A page of the list, with the pagination.',
          on: {
            GO_TO_PAGE: {
              guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
              target: '#pagedList.loading',
              actions: { type: 'assignPage', params: ({ event }) => ({ page: event.page }) },
            },
          },
        },
        empty: { description: 'Nothing yet: the empty-state message is shown.' },
      },
    },
    failed: {
      description: 'The load failed: a translated error with a retry button is shown.',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
  },
});
