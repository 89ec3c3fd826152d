import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { geoApi } from '../api/geo.ts';
import { useApi } from '../api/use-api.ts';
import { FALLBACK_PHONE_COUNTRY, lookupVisitorCountry } from '../lib/visitor-country.ts';
import { GeoSourceProvider, type GeoOptions, type GeoSource } from '../ui/forms/address-fields.tsx';
import { useResource } from './use-resource.ts';

/**
 * The options of the country, state and city selects (docs/product.md#country-state-and-city), named in the current language:
 * the countries once, the states of the chosen country, the cities of the chosen state. A new
 * choice drops an answer still on its way for the previous one.
 */
function useGeoOptions(countryId: number | null, stateId: number | null): GeoOptions {
  const { i18n } = useLingui();
  const geo = useApi(geoApi);
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
 * the lookup fails, the lookup's answer once it comes (docs/product.md#country-state-and-city).
 */
function useVisitorCountry(lookup: () => Promise<string> = lookupVisitorCountry): string {
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

function useLookedUpVisitorCountry(): string {
  return useVisitorCountry();
}

const GEO_SOURCE: GeoSource = { useGeoOptions, useVisitorCountry: useLookedUpVisitorCountry };

/**
 * The address cascade's options (ui/forms/address-fields.tsx) for the forms below: put around a
 * form with an address (sign-up's data and recipient steps, my profile, a new recipient).
 */
export function GeoOptionsProvider({ children }: { children: ReactNode }) {
  return <GeoSourceProvider source={GEO_SOURCE}>{children}</GeoSourceProvider>;
}
