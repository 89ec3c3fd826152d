import type { Http } from './http.ts';
import { SearchResponseSchema } from './contract/search.ts';

export const searchApi = (http: Http) => ({
  /** The customer's packages, pre-alerts and shipments whose tracking number contains `q`. */
  byTracking: async (q: string) => (await http.request(SearchResponseSchema, 'api/search', { query: { q } })).data,
});
