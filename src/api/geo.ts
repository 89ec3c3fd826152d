import type { Http } from './http.ts';
import { CitiesResponseSchema, CountriesResponseSchema, StatesResponseSchema } from './contract/geo.ts';

export const geoApi = (http: Http) => ({
  countries: async () => (await http.request(CountriesResponseSchema, 'api/countries')).data,
  states: async (countryId: number) =>
    (await http.request(StatesResponseSchema, `api/countries/${countryId}/states`)).data,
  cities: async (countryId: number, stateId: number) =>
    (await http.request(CitiesResponseSchema, `api/countries/${countryId}/states/${stateId}/cities`)).data,
});
