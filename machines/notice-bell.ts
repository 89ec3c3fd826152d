import { assign, fromPromise, setup } from 'xstate';

export type NoticeBellContext = {
  /** Unread notices; null until the first count arrives (the bell shows no number meanwhile). */
  unread: number | null;
  /** Whether the page is hidden (another tab, a minimised window): no counting then. */
  hidden: boolean;
};

export type NoticeBellEvent =
  /** The window got the focus back. */
  | { type: 'FOCUSED' }
  /** The page was hidden or shown again (the component reports whether the customer can see it). */
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  /** The notices page marked its notices read: what is left unread. */
  | { type: 'UNREAD_CHANGED'; unread: number };

/**
 * The header's bell (docs/product.md#notices): the unread count, fetched at start, again when the
 * page gets the focus back or is shown again, and every `refreshDelay` while it is visible. The
 * component sends the focus and visibility; the app provides `countUnread`.
 */
export const noticeBellMachine = setup({
  types: {
    context: {} as NoticeBellContext,
    events: {} as NoticeBellEvent,
    input: {} as { hidden: boolean },
  },
  actors: {
    countUnread: fromPromise<number>(async () => {
      throw new Error('countUnread is provided by the app');
    }),
  },
  actions: {
    assignUnread: assign((_, params: { unread: number }) => ({ unread: params.unread })),
    assignHidden: assign({ hidden: true }),
    assignVisible: assign({ hidden: false }),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
  },
  delays: {
    // How often a visible page asks again.
    refreshDelay: 60_000,
  },
}).createMachine({
  id: 'noticeBell',
  description: "The unread notices' count in the header.",
  context: ({ input }) => ({ unread: null, hidden: input.hidden }),
  initial: 'counting',
  on: {
    HIDDEN: { target: '.paused', actions: 'assignHidden' },
    UNREAD_CHANGED: { actions: { type: 'assignUnread', params: ({ event }) => ({ unread: event.unread }) } },
  },
  states: {
    counting: {
      description: 'The unread count is being fetched; the last one stays shown meanwhile.',
      invoke: {
        id: 'countUnread',
        src: 'countUnread',
        onDone: { target: 'waiting', actions: { type: 'assignUnread', params: ({ event }) => ({ unread: event.output }) } },
        // The bell keeps its last count; the next turn asks again.
        onError: 'waiting',
      },
      on: {
        VISIBLE: { actions: 'assignVisible' },
        // Newer than the count in flight (asked before the notices were read): leaving drops that answer.
        UNREAD_CHANGED: { target: 'waiting', actions: { type: 'assignUnread', params: ({ event }) => ({ unread: event.unread }) } },
      },
    },
    waiting: {
      description: 'The count is shown until the next turn, or until the page gets the focus back.',
      always: { guard: 'isHidden', target: 'paused' },
      after: { refreshDelay: 'counting' },
      on: { FOCUSED: 'counting' },
    },
    paused: {
      description: 'The page is hidden: no counting until it is shown again.',
      on: { VISIBLE: { target: 'counting', actions: 'assignVisible' } },
    },
  },
});
