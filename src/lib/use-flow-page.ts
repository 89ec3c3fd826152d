import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { pageOf, pagedChildOf, type PageOf, type PagedSnapshot, type PageShownEvent } from '../../machines/page.ts';
import { useActorSelector } from './use-actor-selector.ts';

/** The page the customer came from: the previous entry of the browser's history. */
export const PREVIOUS_PAGE = { back: true } as const;

/**
 * How reaching a page treats the history (docs/product.md#steps-and-history): a new entry (a step
 * reached with Continue), in place of the current one (a redirect), or in place of every entry of
 * the flow so far (the end of a call that cannot be undone: Back never re-enters what it finished).
 */
type PageHistory = 'push' | 'replace' | 'replaceFlow';

/** A page's address; read from the flow's state when it holds an id or the choices so far. */
type Address<TSnapshot> = string | ((snapshot: TSnapshot) => string);

/** Where a page of a flow is: an address (reached in place of the current entry), one reached as stated, or back. */
type PageAddress<TSnapshot> =
  | Address<TSnapshot>
  | {
      readonly to: Address<TSnapshot>;
      readonly history: PageHistory;
      /**
       * With 'replaceFlow': when the flow was the tab's first entry (a pasted link), its end takes
       * that entry's place with `home` and comes above it, so Back stays in the site.
       */
      readonly home?: string;
    }
  | typeof PREVIOUS_PAGE;

/** The snapshot of a flow whose states name their pages. */
type PagedSnapshotOf<A extends AnyActorRef> = SnapshotFrom<A> extends infer S extends PagedSnapshot ? S : never;

/** The address of each page a flow's machine names: a page left out is a type error. */
export type PageAddresses<A extends AnyActorRef> = Record<PageOf<PagedSnapshotOf<A>>, PageAddress<PagedSnapshotOf<A>>>;

/** The page an address shows (null: none of the flow's), for a flow that follows the browser's Back and Forward. */
export type PageAt<A extends AnyActorRef> = (location: { pathname: string; search: string }) => PageOf<PagedSnapshotOf<A>> | null;

export type FlowPageOptions<A extends AnyActorRef> = {
  /**
   * Given, the browser's Back and Forward to another page of the flow are the machine's to decide:
   * it gets `PAGE.SHOWN` with that page and moves there or stays (the address then follows it).
   * Without it, the address is put back to the machine's page.
   */
  readonly pageAt?: PageAt<A>;
};

const isBack = <S>(where: PageAddress<S>): where is typeof PREVIOUS_PAGE => typeof where === 'object' && 'back' in where;

const addressOf = <S>(where: PageAddress<S>, snapshot: S): string | typeof PREVIOUS_PAGE => {
  if (isBack(where)) return PREVIOUS_PAGE;
  const to = typeof where === 'object' ? where.to : where;
  return typeof to === 'function' ? to(snapshot) : to;
};

const historyOf = <S>(where: PageAddress<S>): PageHistory =>
  typeof where === 'object' && !isBack(where) ? where.history : 'replace';

const homeOf = <S>(where: PageAddress<S>): string | null => (typeof where === 'object' && !isBack(where) ? (where.home ?? null) : null);

/**
 * The current entry is the tab's first: the history has nothing before it. BrowserRouter numbers
 * its entries in the history's state (`idx`), and a replace keeps the number.
 */
const isTabsFirstEntry = (): boolean => (window.history.state as { idx?: unknown } | null)?.idx === 0;

/** The history state of an entry the flow made: its place among the flow's entries (0: the first). */
type FlowEntryState = { flowStep: number };
const flowStepOf = (state: unknown): number | null => {
  const step = (state as Partial<FlowEntryState> | null)?.flowStep;
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : null;
};

/** What the hook knows of the flow's history entries between renders. */
type Trail = {
  /** The location last followed (null before the first render's effect). */
  key: string | null;
  /** The place of the current entry among the flow's. */
  at: number;
  /** The page each of the flow's entries shows, where known. */
  pages: (string | null)[];
  /** The machine's page last followed. */
  page: string | null;
  /** The address last asked for, until the location changes. */
  asked: string | null;
  /** A move back of the hook's own is under way: the entry it reaches is not the customer's choice. */
  awaitingPop: boolean;
  /** The end of the flow waits for the move back to its first entry, then takes its place. */
  leavingTo: string | null;
  /** What the end leaves beneath it when the flow's first entry is the tab's (`home`). */
  leavingHome: string | null;
};

/**
 * The address follows the flow: when the machine's page changes, the address moves to that page's
 * (`pages`), in place of the current entry unless the page says otherwise (`history`); a change of
 * the address within the same page (a choice written to the query) always replaces it. A move to
 * the page of the previous entry (a Back button in the page) goes back in the history rather than
 * adding an entry. With `pageAt`, the browser's Back and Forward to another page of the flow are
 * sent to the machine as `PAGE.SHOWN` (docs/product.md#steps-and-history). A state that names no
 * page keeps the address. An address with a query is compared with the query; others by path
 * only. Returns the page, for the host to show it.
 */
export function useFlowPage<A extends AnyActorRef>(
  actor: A,
  pages: PageAddresses<A>,
  options: FlowPageOptions<A> = {},
): PageOf<PagedSnapshotOf<A>> | null {
  type S = PagedSnapshotOf<A>;
  const addresses = pages as Record<string, PageAddress<S>>;
  // Read through AnyActorRef: TypeScript cannot see that A's snapshot is S until A is known.
  const flow: AnyActorRef = actor;
  // A state that shows a child's pages (`pagesOf`): the child's steps move the page too, so a
  // change of its page renders again (pageOf below reads it).
  const pagedChild = useActorSelector(flow, (snapshot) => pagedChildOf(snapshot as S)) as AnyActorRef | undefined;
  useActorSelector(pagedChild ?? flow, (snapshot) => pageOf(snapshot as PagedSnapshot));
  const page = useActorSelector(flow, (snapshot) => pageOf(snapshot as S));
  // A string or the one PREVIOUS_PAGE: the selector's answer stays the same between renders.
  const address = useActorSelector(flow, (snapshot) => {
    const current = pageOf(snapshot as S);
    return current === null ? null : addressOf(addresses[current]!, snapshot as S);
  });
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const { pageAt } = options;
  const trail = useRef<Trail>({ key: null, at: 0, pages: [], page: null, asked: null, awaitingPop: false, leavingTo: null, leavingHome: null });
  // Back is taken once: the address it leads to is not the page's.
  const wentBack = useRef(false);

  useEffect(() => {
    const t = trail.current;
    const hereOf = (to: string) => (to.includes('?') ? `${location.pathname}${location.search}` : location.pathname);
    const go = (to: string, how: 'push' | 'replace') => {
      t.asked = to;
      if (how === 'push') {
        t.pages.length = t.at + 1;
        t.at += 1;
      }
      t.pages[t.at] = t.page;
      void navigate(to, { replace: how === 'replace', state: { flowStep: t.at } satisfies FlowEntryState });
    };
    // The flow's end, in place of its first entry (the current one): above `home` when that entry
    // is the tab's first.
    const leave = (to: string, home: string | null) => {
      if (home === null || !isTabsFirstEntry()) return go(to, 'replace');
      t.asked = to;
      void navigate(home, { replace: true });
      void navigate(to);
    };

    if (location.key !== t.key) {
      const mounting = t.key === null;
      t.key = location.key;
      t.asked = null;
      const step = flowStepOf(location.state);
      if (mounting || action !== 'POP') t.at = step ?? (mounting ? 0 : action === 'PUSH' ? t.at + 1 : t.at);
      else if (t.awaitingPop) {
        t.awaitingPop = false;
        t.at = step ?? t.at;
      } else {
        t.at = step ?? t.at;
        const shown = pageAt && page !== null ? pageAt(location) : null;
        if (shown !== null && shown !== page) {
          // The customer's Back or Forward: the machine moves to that page or stays, and the address
          // follows it in place (the browser already chose the entry).
          actor.send({ type: 'PAGE.SHOWN', page: shown } satisfies PageShownEvent<string>);
          const snapshot = actor.getSnapshot() as S;
          const now = pageOf(snapshot);
          t.page = now;
          const to = now === null ? null : addressOf(addresses[now]!, snapshot);
          if (typeof to === 'string' && to !== hereOf(to)) go(to, 'replace');
          else t.pages[t.at] = now;
          return;
        }
      }
    }

    if (address === null) return;
    if (typeof address !== 'string') {
      if (!wentBack.current) void navigate(-1);
      wentBack.current = true;
      return;
    }
    if (t.leavingTo !== null) {
      if (!t.awaitingPop) {
        const to = t.leavingTo;
        t.leavingTo = null;
        leave(to, t.leavingHome);
      }
      return;
    }
    const previous = t.page;
    t.page = page;
    if (hereOf(address) === address) {
      t.pages[t.at] = page;
      return;
    }
    if (address === t.asked) return;
    // Another choice on the same page, someone else's move of the address, or the flow's first page
    // (a redirect): in place of the entry.
    if (page === previous || previous === null) return go(address, 'replace');
    if (t.at > 0 && t.pages[t.at - 1] === page) {
      // Back to the page of the previous entry: that entry, its address then brought up to date.
      t.at -= 1;
      t.asked = address;
      t.awaitingPop = true;
      void navigate(-1);
      return;
    }
    const history = historyOf(addresses[page!]!);
    if (history === 'push') return go(address, 'push');
    const home = history === 'replaceFlow' ? homeOf(addresses[page!]!) : null;
    if (history === 'replaceFlow' && t.at > 0) {
      t.leavingTo = address;
      t.leavingHome = home;
      t.awaitingPop = true;
      const back = t.at;
      t.at = 0;
      void navigate(-back);
      return;
    }
    leave(address, home);
  }, [actor, action, address, addresses, location, navigate, page, pageAt]);
  return page;
}
