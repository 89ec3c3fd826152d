import { fromPromise } from 'xstate';
import { noticesReadMachine } from '../../../machines/notices-read.ts';
import type { NoticesApi } from '../../api/notices.ts';

/** The notices-read machine with the real call: POST api/notices/read {ids}. */
export function provideNoticesRead(api: NoticesApi) {
  return noticesReadMachine.provide({
    actors: {
      markRead: fromPromise(({ input }: { input: { ids: number[] } }) => api.markRead({ ids: input.ids })),
    },
  });
}
