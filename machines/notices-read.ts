import { assign, emit, fromPromise, setup } from 'xstate';

/** What is left unread after the shown notices were marked read: the bell shows it at once. */
export type UnreadChanged = { type: 'unreadChanged'; unread: number };

export type NoticesReadContext = {
  /** Marked read by the server during this visit: never sent again. */
  marked: number[];
  /** Being marked read now. */
  marking: number[];
};

export type NoticesReadEvent =
  /** A page of notices is on screen: the ids of its unread ones (they still show as new). */
  { type: 'SHOWN'; ids: number[] };

/** The ids of `ids` not marked yet nor being marked, in order, once each. */
const newIdsOf = (context: NoticesReadContext, ids: number[]): number[] =>
  [...new Set(ids)].filter((id) => !context.marked.includes(id) && !context.marking.includes(id));

/**
 * The notices page's marking (docs/product.md#notices): the unread notices shown are marked read,
 * and the bell told what is left; the page keeps showing them as new. The list itself is the
 * shared paged list. The app provides `markRead`.
 */
export const noticesReadMachine = setup({
  types: {
    context: {} as NoticesReadContext,
    events: {} as NoticesReadEvent,
    emitted: {} as UnreadChanged,
  },
  actors: {
    markRead: fromPromise<{ unread: number }, { ids: number[] }>(async () => {
      throw new Error('markRead is provided by the app');
    }),
  },
  actions: {
    // A page shown while another is being marked joins it: the earlier ids are asked for again.
    assignMarking: assign(({ context }, params: { ids: number[] }) => ({ marking: [...context.marking, ...newIdsOf(context, params.ids)] })),
    assignMarked: assign(({ context }) => ({ marked: [...context.marked, ...context.marking], marking: [] })),
    clearMarking: assign({ marking: [] }),
    announceUnread: emit((_, params: { unread: number }) => ({ type: 'unreadChanged' as const, unread: params.unread })),
  },
  guards: {
    hasNewUnread: ({ context }, params: { ids: number[] }) => newIdsOf(context, params.ids).length > 0,
  },
}).createMachine({
  id: 'noticesRead',
  description: 'Marks the unread notices shown on the notices page read, and tells the bell.',
  context: { marked: [], marking: [] },
  initial: 'waiting',
  on: {
    SHOWN: {
      guard: { type: 'hasNewUnread', params: ({ event }) => ({ ids: event.ids }) },
      target: '.marking',
      reenter: true,
      actions: { type: 'assignMarking', params: ({ event }) => ({ ids: event.ids }) },
    },
  },
  states: {
    waiting: { description: 'No unread notice shown yet: nothing to mark.' },
    marking: {
      description: 'The unread notices shown are being marked read (they still show as new).',
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ ids: context.marking }),
        onDone: {
          target: 'marked',
          actions: ['assignMarked', { type: 'announceUnread', params: ({ event }) => ({ unread: event.output.unread }) }],
        },
        // Nothing the customer must act on: the next visit marks them again.
        onError: { target: 'notMarked', actions: 'clearMarking' },
      },
    },
    marked: { description: 'The unread notices shown are read; the bell counts what is left on other pages.' },
    notMarked: { description: 'Marking them read failed; they stay unread until the next visit.' },
  },
});
