import type { Http } from './http.ts';
import { isApiError } from './api-error.ts';
import {
  AppSettingsResponseSchema,
  DeparturesResponseSchema,
  ServerInfoResponseSchema,
  SiteContentResponseSchema,
  WarehousesResponseSchema,
} from './contract/site.ts';

export const siteApi = (http: Http) => ({
  appSettings: async () => (await http.request(AppSettingsResponseSchema, 'api/client-app-settings')).data,
  siteContent: async () => (await http.request(SiteContentResponseSchema, 'api/site-content')).data,
  warehouses: async () => (await http.request(WarehousesResponseSchema, 'api/warehouses')).data,
  /** Upcoming departures to a country, soonest first. */
  departures: async (countryId: number) =>
    (await http.request(DeparturesResponseSchema, 'api/departures/available', { query: { country_id: countryId } })).data,
  /** Whether the server keeps its mail in a readable outbox (demo mode); the route exists only then. */
  isDemo: async () => {
    try {
      return (await http.request(ServerInfoResponseSchema, 'api/dev/status')).data.demo;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return false;
      throw error;
    }
  },
});
export type SiteApi = ReturnType<typeof siteApi>;
