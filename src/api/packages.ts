import type { Http } from './http.ts';
import { PackageListSchema, PackageLogPageSchema, PackageResponseSchema, type PackageListQuery } from './contract/packages.ts';

const pageQuery = (page: number, pageSize: number) => ({ query: { page, page_size: pageSize } });
/** The list's filters as the query carries them. */
export type PackageFilter = { shippable?: boolean };
const listQuery = (page: number, pageSize: number, { shippable }: PackageFilter): { query: PackageListQuery } => ({
  query: { page, page_size: pageSize, ...(shippable ? { shippable: '1' } : {}) },
});

export const packagesApi = (http: Http) => ({
  /**
   * A page of the customer's packages; `meta.in_warehouse` counts those in the warehouse now.
   * `shippable`: only those a consolidation request can take.
   */
  list: (page: number, pageSize: number, filter: PackageFilter = {}) =>
    http.request(PackageListSchema, 'api/packages', listQuery(page, pageSize, filter)),
  get: async (id: number) => (await http.request(PackageResponseSchema, `api/packages/${id}`)).data,
  /** The status history of the customer's packages, newest first. */
  logs: (page: number, pageSize: number) => http.request(PackageLogPageSchema, 'api/packages/logs', pageQuery(page, pageSize)),
});
export type PackagesApi = ReturnType<typeof packagesApi>;
