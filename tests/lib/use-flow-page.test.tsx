// The one way a flow moves the address: to the page its machine names
// (docs/architecture.md#from-machine-to-view), in place of the entry unless the page says otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, setup, type ActorRefFrom } from 'xstate';
import type { PageMeta } from '../../machines/page.ts';
import { PREVIOUS_PAGE, useFlowPage, type PageAddresses } from '../../src/lib/use-flow-page.ts';

afterEach(cleanup);

/** A flow of three pages after a first load that names none. */
const flowMachine = setup({
  types: {
    context: {} as { id: number },
    events: {} as { type: 'NEXT' },
    meta: {} as PageMeta<'first' | 'second' | 'end'>,
  },
}).createMachine({
  context: { id: 7 },
  initial: 'loading',
  states: {
    loading: { on: { NEXT: 'first' } },
    first: { meta: { page: 'first' }, on: { NEXT: 'second' } },
    second: { meta: { page: 'second' }, on: { NEXT: 'end' } },
    end: { meta: { page: 'end' }, type: 'final' },
  },
});
type FlowActor = ActorRefFrom<typeof flowMachine>;

/** The flow on a page of its own, opened from `/list`; returns the router and the actor. */
function open(pages: PageAddresses<FlowActor>) {
  const actor = createActor(flowMachine).start();
  function Host() {
    const page = useFlowPage(actor, pages);
    return <p>{page ?? 'none'}</p>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Host /> }], { initialEntries: ['/list', '/start'], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  const next = () => act(() => actor.send({ type: 'NEXT' }));
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, next, where };
}

const PAGES: PageAddresses<FlowActor> = {
  first: '/first',
  second: { to: ({ context }) => `/second?id=${context.id}`, history: 'push' },
  end: ({ context }) => `/end/${context.id}`,
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

  it('goes back to where the customer came from, once', async () => {
    const { router, next, where } = open({ first: '/first', second: '/second', end: PREVIOUS_PAGE });
    await next();
    await next();
    await next();
    expect(where()).toBe('/list');
    expect(router.state.historyAction).toBe('POP');
  });

  it('needs an address for every page the machine names', () => {
    // @ts-expect-error 'end' has no address.
    const pages: PageAddresses<FlowActor> = { first: '/first', second: '/second' };
    expect(Object.keys(pages)).toHaveLength(2);
  });
});
