import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { City, Country, State } from '../../api/contract/geo.ts';
import { geoApi } from '../../api/geo.ts';
import { useHttp } from '../../api/http-context.ts';
import { FALLBACK_PHONE_COUNTRY, lookupVisitorCountry } from '../../lib/visitor-country.ts';
import { useResource, type Resource } from '../use-resource.ts';

export type GeoOptions = {
  countries: Resource<Country[]>;
  /** The chosen country's states; none (without a request) while no country is chosen. */
  states: Resource<State[]>;
  /** The chosen state's cities; none while no state is chosen. */
  cities: Resource<City[]>;
};

/**
 * The options of the country, state and city selects (spec §4), named in the current language:
 * the countries once, the states of the chosen country, the cities of the chosen state. A new
 * choice drops an answer still on its way for the previous one.
 */
export function useGeoOptions(countryId: number | null, stateId: number | null): GeoOptions {
  const http = useHttp();
  const { i18n } = useLingui();
  const geo = useMemo(() => geoApi(http), [http]);
  const countries = useResource(() => geo.countries(), [i18n.locale]);
  const states = useResource(async () => (countryId ? geo.states(countryId) : []), [countryId, i18n.locale]);
  const cities = useResource(
    async () => (countryId && stateId ? geo.cities(countryId, stateId) : []),
    [countryId, stateId, i18n.locale],
  );
  return { countries, states, cities };
}

/**
 * The visitor's country (ISO alpha-2) for a phone's default country: VE at first and whenever
 * the lookup fails, the lookup's answer once it comes (decisions §1).
 */
export function useVisitorCountry(lookup: () => Promise<string> = lookupVisitorCountry): string {
  const [country, setCountry] = useState(FALLBACK_PHONE_COUNTRY);
  useEffect(() => {
    let current = true;
    void lookup().then((answer) => {
      if (current) setCountry(answer);
    });
    return () => {
      current = false;
    };
  }, [lookup]);
  return country;
}
