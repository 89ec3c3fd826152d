// A flow says which page each of its states is: a state that is a page of its own names it in its
// `meta` (`{ page: 'code' }`), and the states inside it show the same page unless they name
// another. A page is a name, never an address: the app maps each name to its path
// (src/lib/use-flow-page.ts), so the statecharts stay free of routes.
import type { StateValue } from 'xstate';

/** The `meta` of a flow's states (`setup({ types: { meta: {} as PageMeta<'code' | …> } })`). */
export type PageMeta<TPage extends string> = { page?: TPage };

/** A state of the machine's definition: its meta and the states inside it. */
type PagedNode = { meta?: PageMeta<string>; states: Record<string, PagedNode> };

/** A snapshot of a machine whose states may name their page. */
export type PagedSnapshot = {
  value: StateValue;
  machine: { root: PagedNode };
  getMeta(): Record<string, PageMeta<string> | undefined>;
};

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
  let page: string | null = null;
  let node: PagedNode | undefined = snapshot.machine.root;
  let value: StateValue | undefined = snapshot.value;
  // The state value names the active states from the root down.
  while (node && value !== undefined) {
    const [key, inner]: [string, StateValue | undefined] =
      typeof value === 'string' ? [value, undefined] : (Object.entries(value)[0] ?? ['', undefined]);
    node = node.states[key];
    page = node?.meta?.page ?? page;
    value = inner;
  }
  return page as PageOf<TSnapshot> | null;
}

/**
 * The browser showed another page of the flow (its Back or Forward): the machine moves to that
 * page when it allows it, or stays, and the address then follows its page (src/lib/use-flow-page.ts).
 */
export type PageShownEvent<TPage extends string> = { type: 'PAGE.SHOWN'; page: TPage };
