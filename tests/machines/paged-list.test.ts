import { expect } from 'vitest';
import { pagedListMachine, type Page } from '../../machines/paged-list.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const pageOf = (current: number, total: number): Page => ({
  data: total === 0 ? [] : [{ id: current }],
  meta: { total, last_page: Math.max(1, Math.ceil(total / 10)), current_page: current, page_size: 10 },
});

const events = [
  named('page 1 of 3', { type: 'xstate.done.actor.loadPage', output: pageOf(1, 25) }),
  named('an empty list', { type: 'xstate.done.actor.loadPage', output: pageOf(1, 0) }),
  // Page 9 of a list of 25 (3 pages): asked for by an old address.
  named('page 9, past the last', { type: 'xstate.done.actor.loadPage', output: { data: [], meta: { total: 25, last_page: 3, current_page: 9, page_size: 10 } } }),
  { type: 'xstate.error.actor.loadPage', error: failure('NETWORK_ERROR') },
  { type: 'GO_TO_PAGE', page: 2 },
  { type: 'GO_TO_PAGE', page: 1 },
  { type: 'GO_TO_PAGE', page: 4 },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'REFRESH' },
];

// loading → a page | empty | failed, page changes, retry, reload, refresh (a new language).
testMachinePaths({
  machine: pagedListMachine,
  inputs: [{ pageSize: 10 }, { pageSize: 10, page: 9 }],
  events,
  checks: {
    loading: ({ snapshot, event }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.pageSize).toBe(10);
      if (event.type === 'GO_TO_PAGE') {
        // Only another page that exists is asked for; the current page stays on screen.
        expect(snapshot.context.page).toBe((event as { page?: number }).page);
        expect(snapshot.context.result).not.toBeNull();
      }
      if (event.type === 'xstate.done.actor.loadPage') {
        // Past the last page: the last one is asked for instead.
        const { meta } = (event as unknown as { output: Page }).output;
        expect(snapshot.context.page).toBe(meta.last_page);
      }
    },
    'loaded.withItems': ({ snapshot, event }) => {
      expect(snapshot.context.result?.meta.total).toBeGreaterThan(0);
      expect(snapshot.context.error).toBeNull();
      // Page 4 of 3 pages, or the page already shown: nothing happens.
      if (event.type === 'GO_TO_PAGE') {
        const asked = (event as { page?: number }).page ?? 0;
        expect(asked === snapshot.context.page || asked > (snapshot.context.result?.meta.last_page ?? 0)).toBe(true);
      }
    },
    'loaded.empty': ({ snapshot }) => {
      expect(snapshot.context.result?.data).toEqual([]);
    },
    failed: ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NETWORK_ERROR' });
    },
  },
});
