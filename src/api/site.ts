import type { Http } from './http.ts';
import {
  AppSettingsResponseSchema,
  DeparturesResponseSchema,
  SiteContentResponseSchema,
  WarehousesResponseSchema,
} from './contract/site.ts';

export const siteApi = (http: Http) => ({
  // The company's data: one answer per language, shared by every component (src/api/http.ts).
  appSettings: async () => (await http.request(AppSettingsResponseSchema, 'api/client-app-settings', { shared: true })).data,
  siteContent: async () => (await http.request(SiteContentResponseSchema, 'api/site-content', { shared: true })).data,
  warehouses: async () => (await http.request(WarehousesResponseSchema, 'api/warehouses', { shared: true })).data,
  /** Upcoming departures to a country, soonest first. */
  departures: async (countryId: number) =>
    (await http.request(DeparturesResponseSchema, 'api/departures/available', { query: { country_id: countryId }, shared: true }))
      .data,
});
export type SiteApi = ReturnType<typeof siteApi>;
