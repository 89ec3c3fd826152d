import { useParams } from 'react-router-dom';
import { ApiError } from '../api/api-error.ts';
import { parseId } from '../lib/id-param.ts';
import type { Resource } from '../ui/loadable.ts';
import { useResource } from './use-resource.ts';

/**
 * A detail route's resource, loaded by the `:id` of the address (docs/product.md#details: a reload or a
 * shared link works). An id that is not one is NOT_FOUND at once, as the server would answer.
 */
export function useDetailResource<T>(load: (id: number) => Promise<T>): Resource<T> {
  const id = parseId(useParams().id);
  return useResource(() => (id === null ? Promise.reject(new ApiError('NOT_FOUND', 404, 'Not found')) : load(id)), [id]);
}
