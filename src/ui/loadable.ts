import type { Page } from '../../machines/paged-list.ts';

/**
 * What a component shows of something loaded: the shape ui/ renders (ResourceView, the address
 * selects, …). The data layer (src/data/use-resource.ts) produces it with the resource machine.
 */
export type Resource<T> =
  | { status: 'loading'; data: undefined; error: null; retry: () => void }
  | { status: 'loaded'; data: T; error: null; retry: () => void }
  | { status: 'failed'; data: undefined; error: unknown; retry: () => void };

/** A paged list as DataTable and ListCards show it; src/data/use-paged-list.ts produces it. */
export type PagedList<T> = {
  status: 'loading' | 'withItems' | 'empty' | 'failed';
  /** The page shown (kept while the next one loads); null before the first answer. */
  page: Page<T> | null;
  error: unknown;
  goTo: (page: number) => void;
  retry: () => void;
};
