import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { pageOf, type PageOf, type PagedSnapshot } from '../../machines/page.ts';
import { useActorSelector } from './use-actor-selector.ts';

/** The page the customer came from: the previous entry of the browser's history. */
export const PREVIOUS_PAGE = { back: true } as const;

/** How reaching a page treats the history: a new entry, or in place of the current one. */
export type PageHistory = 'push' | 'replace';

/** A page's address; read from the flow's state when it holds an id or the choices so far. */
type Address<TSnapshot> = string | ((snapshot: TSnapshot) => string);

/** Where a page of a flow is: an address (reached in place of the current entry), one reached as stated, or back. */
export type PageAddress<TSnapshot> =
  | Address<TSnapshot>
  | { readonly to: Address<TSnapshot>; readonly history: PageHistory }
  | typeof PREVIOUS_PAGE;

/** The snapshot of a flow whose states name their pages. */
type PagedSnapshotOf<A extends AnyActorRef> = SnapshotFrom<A> extends infer S extends PagedSnapshot ? S : never;

/** The address of each page a flow's machine names: a page left out is a type error. */
export type PageAddresses<A extends AnyActorRef> = Record<PageOf<PagedSnapshotOf<A>>, PageAddress<PagedSnapshotOf<A>>>;

const isBack = <S>(where: PageAddress<S>): where is typeof PREVIOUS_PAGE => typeof where === 'object' && 'back' in where;

const addressOf = <S>(where: PageAddress<S>, snapshot: S): string | typeof PREVIOUS_PAGE => {
  if (isBack(where)) return PREVIOUS_PAGE;
  const to = typeof where === 'object' ? where.to : where;
  return typeof to === 'function' ? to(snapshot) : to;
};

const historyOf = <S>(where: PageAddress<S>): PageHistory =>
  typeof where === 'object' && !isBack(where) ? where.history : 'replace';

/**
 * The address follows the flow: when the machine's page changes, the address moves to that page's
 * (`pages`). By default the move replaces the entry, so the browser's Back leaves the flow rather
 * than fighting it. A state that names no page keeps the address. An address with a query (the
 * checkout's payment form, the consolidation's choices) is compared with the query; others by
 * path only. Returns the page, for the host to show it.
 */
export function useFlowPage<A extends AnyActorRef>(actor: A, pages: PageAddresses<A>): PageOf<PagedSnapshotOf<A>> | null {
  type S = PagedSnapshotOf<A>;
  const addresses = pages as Record<string, PageAddress<S>>;
  // Read through AnyActorRef: TypeScript cannot see that A's snapshot is S until A is known.
  const flow: AnyActorRef = actor;
  const page = useActorSelector(flow, (snapshot) => pageOf(snapshot as S));
  // A string or the one PREVIOUS_PAGE: the selector's answer stays the same between renders.
  const address = useActorSelector(flow, (snapshot) => {
    const current = pageOf(snapshot as S);
    return current === null ? null : addressOf(addresses[current]!, snapshot as S);
  });
  const history = page === null ? 'replace' : historyOf(addresses[page]!);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = typeof address === 'string' && address.includes('?') ? `${pathname}${search}` : pathname;
  // Back is taken once: the address it leads to is not the page's.
  const wentBack = useRef(false);
  useEffect(() => {
    if (address === null) return;
    if (typeof address !== 'string') {
      if (!wentBack.current) void navigate(-1);
      wentBack.current = true;
    } else if (here !== address) {
      void navigate(address, { replace: history === 'replace' });
    }
  }, [address, here, history, navigate]);
  return page;
}
