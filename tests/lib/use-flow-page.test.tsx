// The one way a flow moves the address: to the page its machine names
// (docs/architecture.md#from-machine-to-view), and the browser's Back and Forward between its steps
// (docs/product.md#steps-and-history).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { assign, createActor, setup, type ActorRefFrom } from 'xstate';
import type { PageMeta, PageShownEvent } from '../../machines/page.ts';
import { PREVIOUS_PAGE, useFlowPage, type PageAddresses, type PageAt } from '../../src/lib/use-flow-page.ts';

afterEach(cleanup);

type Page = 'first' | 'second' | 'third' | 'end';
const shown = (page: Page) => ({ event }: { event: PageShownEvent<Page> | { type: string } }) => 'page' in event && event.page === page;

/**
 * A flow of three steps and an end after a first load that names no page. Back and Forward are
 * allowed between neighbouring steps; the first step cannot be shown again from the third.
 */
const flowMachine = setup({
  types: {
    context: {} as { id: number; choice: number },
    events: {} as { type: 'NEXT' } | { type: 'BACK' } | { type: 'CHOOSE' } | PageShownEvent<Page>,
    meta: {} as PageMeta<Page>,
  },
  guards: { isFirst: shown('first'), isSecond: shown('second'), isThird: shown('third') },
  actions: { choose: assign({ choice: ({ context }) => context.choice + 1 }) },
}).createMachine({
  context: { id: 7, choice: 0 },
  initial: 'loading',
  states: {
    loading: { on: { NEXT: 'first' } },
    first: { meta: { page: 'first' }, on: { NEXT: 'second', 'PAGE.SHOWN': { guard: 'isSecond', target: 'second' } } },
    second: {
      meta: { page: 'second' },
      on: {
        NEXT: 'third',
        BACK: 'first',
        CHOOSE: { actions: 'choose' },
        'PAGE.SHOWN': [
          { guard: 'isFirst', target: 'first' },
          { guard: 'isThird', target: 'third' },
        ],
      },
    },
    third: { meta: { page: 'third' }, on: { NEXT: 'end', BACK: 'second', 'PAGE.SHOWN': { guard: 'isSecond', target: 'second' } } },
    end: { meta: { page: 'end' }, type: 'final' },
  },
});
type FlowActor = ActorRefFrom<typeof flowMachine>;

const pageAt: PageAt<FlowActor> = ({ pathname }) => {
  const name = pathname.split('/')[1];
  return name === 'first' || name === 'second' || name === 'third' ? name : null;
};

/** The flow on a page of its own, opened from `/list`; returns the router and the actor. */
function open(pages: PageAddresses<FlowActor>, options: { pageAt?: PageAt<FlowActor> } = {}) {
  const actor = createActor(flowMachine).start();
  function Host() {
    const page = useFlowPage(actor, pages, options);
    return <p>{page ?? 'none'}</p>;
  }
  // The list and the end are pages of their own: the flow is not there.
  const router = createMemoryRouter(
    [
      { path: '/list', element: <p>list</p> },
      { path: '/end/:id', element: <p>end</p> },
      { path: '*', element: <Host /> },
    ],
    { initialEntries: ['/list', '/start'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const send = (type: 'NEXT' | 'BACK' | 'CHOOSE') => act(() => actor.send({ type }));
  const next = () => send('NEXT');
  const browser = (delta: number) => act(() => router.navigate(delta));
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;

  return { router, actor, send, next, browser, where };
}

const PAGES: PageAddresses<FlowActor> = {
  first: '/first',
  second: { to: ({ context }) => `/second?id=${context.id}`, history: 'push' },
  third: '/third',
  end: ({ context }) => `/end/${context.id}`,
};

/** A wizard's pages: each step reached with Continue a new entry, the end in place of them all. */
const STEPS: PageAddresses<FlowActor> = {
  first: '/first',
  second: { to: ({ context }) => `/second?choice=${context.choice}`, history: 'push' },
  third: { to: '/third', history: 'push' },
  end: { to: ({ context }) => `/end/${context.id}`, history: 'replaceFlow' },
};

describe('useFlowPage', () => {
  it('keeps the address while no state names a page', () => {
    const { where } = open(PAGES);
    expect(where()).toBe('/start');
  });

  it('moves in place of the entry by default, to an address read from the flow', async () => {
    const { router, next, where } = open(PAGES);
    await next();
    expect(where()).toBe('/first');
    expect(router.state.historyAction).toBe('REPLACE');
    await next();
    await next();
    expect(where()).toBe('/third');
    expect(router.state.historyAction).toBe('REPLACE');
    await next();
    expect(where()).toBe('/end/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes an entry when the page says so, and compares an address with a query whole', async () => {
    const { router, next, where } = open(PAGES);
    await next();
    await next();
    expect(where()).toBe('/second?id=7');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry for a choice within a step: only a change of step adds one', async () => {
    const { router, next, send, browser, where } = open(STEPS, { pageAt });
    await next();
    await next();
    await send('CHOOSE');
    expect(where()).toBe('/second?choice=1');
    expect(router.state.historyAction).toBe('REPLACE');
    await send('CHOOSE');
    await browser(-1);
    expect(where()).toBe('/first');
  });

  it('sends the browser’s Back and Forward to the machine, which moves to that step with its choices', async () => {
    const { next, send, browser, where, actor } = open(STEPS, { pageAt });
    await next();
    await next();
    await send('CHOOSE');
    await browser(-1);
    expect(actor.getSnapshot().value).toBe('first');
    expect(where()).toBe('/first');
    await browser(1);
    expect(actor.getSnapshot().value).toBe('second');
    expect(actor.getSnapshot().context.choice).toBe(1);
    expect(where()).toBe('/second?choice=1');
  });

  it('puts the address back to the machine’s step when the machine refuses the one shown', async () => {
    const { router, next, browser, where, actor } = open(STEPS, { pageAt });
    await next();
    await next();
    await next();
    expect(where()).toBe('/third');
    await browser(-2);
    expect(actor.getSnapshot().value).toBe('third');
    expect(where()).toBe('/third');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('puts the address back to the machine’s page when the flow does not follow the browser', async () => {
    const { next, browser, where, actor } = open(STEPS);
    await next();
    await next();
    await browser(-1);
    expect(actor.getSnapshot().value).toBe('second');
    expect(where()).toBe('/second?choice=0');
  });

  it('goes back in the history for the page of the previous entry (a Back button in the page)', async () => {
    const { router, next, send, browser, where, actor } = open(STEPS, { pageAt });
    await next();
    await next();
    await next();
    await send('BACK');
    expect(where()).toBe('/second?choice=0');
    expect(router.state.historyAction).toBe('POP');
    // The step left is still ahead: Forward goes to it again.
    await browser(1);
    expect(actor.getSnapshot().value).toBe('third');
    expect(where()).toBe('/third');
  });

  it('ends the flow in place of all its entries: Back leaves it', async () => {
    const { next, browser, where } = open(STEPS, { pageAt });
    await next();
    await next();
    await next();
    await next();
    expect(where()).toBe('/end/7');
    await browser(-1);
    expect(where()).toBe('/list');
  });

  it('goes back to where the customer came from, once', async () => {
    const { router, next, where } = open({ first: '/first', second: '/second', third: '/third', end: PREVIOUS_PAGE });
    await next();
    await next();
    await next();
    await next();
    expect(where()).toBe('/list');
    expect(router.state.historyAction).toBe('POP');
  });

  it('needs an address for every page the machine names', () => {
    // @ts-expect-error 'end' has no address.
    const pages: PageAddresses<FlowActor> = { first: '/first', second: '/second', third: '/third' };
    expect(Object.keys(pages)).toHaveLength(3);
  });
});
