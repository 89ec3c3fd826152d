// A flow says which page each of its states is: a state that is a page of its own names it in its
// `meta` (`{ page: 'code' }`), and the states inside it show the same page unless they name
// another. A page is a name, never an address: the app maps each name to its path
// (src/lib/use-flow-page.ts), so the statecharts stay free of routes.
import type { StateValue } from 'xstate';

/**
 * The `meta` of a flow's states (`setup({ types: { meta: {} as PageMeta<'code' | …> } })`). A state
 * that invokes a flow of pages of its own (sign-up's and recovery's emailConfirmation) names that
 * child's id in `pagesOf`: while the child runs, its page is the flow's, `page` until it starts.
 */
export type PageMeta<TPage extends string> = { page?: TPage; pagesOf?: string };

/** A state of the machine's definition: its meta and the states inside it. */
type PagedNode = { meta?: PageMeta<string>; states: Record<string, PagedNode> };

/** A snapshot of a machine whose states may name their page. */
export type PagedSnapshot = {
  value: StateValue;
  machine: { root: PagedNode };
  getMeta(): Record<string, PageMeta<string> | undefined>;
  /** The actors it invokes, by id (a snapshot resolved from a value has none). */
  children?: Record<string, { getSnapshot(): unknown } | undefined>;
};

/** The meta of the active states, from the root down (of a parallel state, its first region). */
function activeMetas(snapshot: PagedSnapshot): PageMeta<string>[] {
  const metas: PageMeta<string>[] = [];
  let node: PagedNode | undefined = snapshot.machine.root;
  let value: StateValue | undefined = snapshot.value;
  // The state value names the active states from the root down.
  while (node && value !== undefined) {
    const [key, inner]: [string, StateValue | undefined] =
      typeof value === 'string' ? [value, undefined] : (Object.entries(value)[0] ?? ['', undefined]);
    node = node.states[key];
    if (node?.meta) metas.push(node.meta);
    value = inner;
  }
  return metas;
}

/** The child whose pages the current state shows (`pagesOf`), once it runs. */
export function pagedChildOf(snapshot: PagedSnapshot): { getSnapshot(): unknown } | undefined {
  const child = activeMetas(snapshot).filter((meta) => meta.pagesOf !== undefined).at(-1)?.pagesOf;
  return child === undefined ? undefined : snapshot.children?.[child];
}

/** The page names a machine's states use, read from its snapshot's type. */
export type PageOf<TSnapshot extends PagedSnapshot> = Exclude<
  NonNullable<ReturnType<TSnapshot['getMeta']>[keyof ReturnType<TSnapshot['getMeta']>]>['page'],
  undefined
>;

/**
 * The page of the deepest active state that names one; null when none does (a passing state such
 * as a first load, or a flow that runs inside a page of the app's and leaves it only at its end).
 * A flow names its pages outside parallel states: of a parallel state, only the first region is read.
 */
export function pageOf<TSnapshot extends PagedSnapshot>(snapshot: TSnapshot): PageOf<TSnapshot> | null {
  const own = activeMetas(snapshot).filter((meta) => meta.page !== undefined).at(-1)?.page ?? null;
  const child = pagedChildOf(snapshot)?.getSnapshot() as PagedSnapshot | undefined;
  return ((child?.machine ? pageOf(child) : null) ?? own) as PageOf<TSnapshot> | null;
}

/**
 * The browser showed another page of the flow (its Back or Forward): the machine moves to that
 * page when it allows it, or stays, and the address then follows its page (src/lib/use-flow-page.ts).
 */
export type PageShownEvent<TPage extends string> = { type: 'PAGE.SHOWN'; page: TPage };
