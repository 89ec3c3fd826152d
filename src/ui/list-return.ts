import { useLocation } from 'react-router-dom';

type ListState = { list?: unknown };

/** The navigation state a row's links carry: the list's address, page included. */
export function useListState(): ListState {
  const { pathname, search } = useLocation();
  return { list: pathname + search };
}

/** Where a detail's "← list" link goes: back to the page of the list it came from, if it came from one. */
export function useBackTarget(list: string): string {
  const state = useLocation().state as ListState | null;
  const from = state?.list;
  return typeof from === 'string' && (from === list || from.startsWith(`${list}?`)) ? from : list;
}
