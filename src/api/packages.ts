import type { Http } from './http.ts';
import { PackageListSchema, PackageLogPageSchema, PackageResponseSchema } from './contract/packages.ts';

const pageQuery = (page: number, pageSize: number) => ({ query: { page, page_size: pageSize } });

export const packagesApi = (http: Http) => ({
  /** A page of the customer's packages; `meta.in_warehouse` counts those in the warehouse now. */
  list: (page: number, pageSize: number) => http.request(PackageListSchema, 'api/packages', pageQuery(page, pageSize)),
  get: async (id: number) => (await http.request(PackageResponseSchema, `api/packages/${id}`)).data,
  /** The status history of the customer's packages, newest first. */
  logs: (page: number, pageSize: number) => http.request(PackageLogPageSchema, 'api/packages/logs', pageQuery(page, pageSize)),
});
export type PackagesApi = ReturnType<typeof packagesApi>;
