import { createContext, useContext, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../error-state.tsx';
import type { Resource } from '../loadable.ts';
import { SelectField, useFieldControl, type FieldControl, type FieldMeta, type SelectOption } from './form-field.tsx';

/** A place of a select: a country (with its ISO alpha-2 code, the phone's country), a state or a city. */
type Place = { id: number; name: string };
type Country = Place & { iso_code: string };

export type GeoOptions = {
  countries: Resource<Country[]>;
  /** The chosen country's states; none (without a request) while no country is chosen. */
  states: Resource<Place[]>;
  /** The chosen state's cities; none while no state is chosen. */
  cities: Resource<Place[]>;
};

/**
 * Where the cascade gets its options and the phones their first country: two hooks the data
 * layer provides (src/data/use-geo-options.ts, `<GeoOptionsProvider>`), so ui/ loads nothing.
 */
export type GeoSource = {
  useGeoOptions: (countryId: number | null, stateId: number | null) => GeoOptions;
  useVisitorCountry: () => string;
};

const GeoSourceContext = createContext<GeoSource | null>(null);

/** Gives the address fields below it their options (the data layer's GeoOptionsProvider uses it). */
export function GeoSourceProvider({ source, children }: { source: GeoSource; children: ReactNode }) {
  return <GeoSourceContext value={source}>{children}</GeoSourceContext>;
}

function useGeoSource(): GeoSource {
  const source = useContext(GeoSourceContext);
  if (!source) throw new Error('The address fields need a GeoOptionsProvider (src/data/use-geo-options.ts) above them');
  return source;
}

type AddressFieldsMeta = {
  /** The form's country_id, state_id and city_id fields (Conform metadata). */
  country: FieldMeta;
  state: FieldMeta;
  city: FieldMeta;
};

export type AddressFieldsState = {
  meta: AddressFieldsMeta;
  geo: GeoOptions;
  /** The chosen country, once the list is loaded: its iso_code is the phone's country. */
  country: Country | undefined;
  controls: Record<keyof AddressFieldsMeta, FieldControl>;
  changeCountry: (value: string) => void;
  changeState: (value: string) => void;
};

const idOf = (value: string | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The country → state → city cascade of a form (docs/product.md#country-state-and-city): a new country clears the state and
 * the city and loads its states; a new state clears the city and loads its cities. Render the
 * selects with <AddressFields address={…} />; `country` tells the form the chosen country.
 */
function useAddressFields(meta: AddressFieldsMeta): AddressFieldsState {
  const controls = {
    country: useFieldControl(meta.country),
    state: useFieldControl(meta.state),
    city: useFieldControl(meta.city),
  };
  const countryId = idOf(controls.country.value);
  const geo = useGeoSource().useGeoOptions(countryId, idOf(controls.state.value));
  const find = (id: number | null) => geo.countries.data?.find((country) => country.id === id);
  return {
    meta,
    geo,
    country: find(countryId),
    controls,
    changeCountry(value) {
      controls.country.change(value);
      controls.state.change('');
      controls.city.change('');
    },
    changeState(value) {
      controls.state.change(value);
      controls.city.change('');
    },
  };
}

/** The fields of a form with an address and two phones (sign-up data, recipient, profile). */
export type ContactFieldsMeta = Record<'country_id' | 'state_id' | 'city_id' | 'phone' | 'landline_phone', FieldMeta>;

/**
 * The address cascade and the phones of a form (docs/product.md#country-state-and-city): an empty
 * phone takes the chosen country's code (the visitor's country before one is chosen); a typed one
 * is never erased by another field.
 */
export function useContactFields(fields: ContactFieldsMeta) {
  const phone = useFieldControl(fields.phone);
  const landline = useFieldControl(fields.landline_phone);
  const address = useAddressFields({ country: fields.country_id, state: fields.state_id, city: fields.city_id });
  const visitorCountry = useGeoSource().useVisitorCountry();
  return { phone, landline, address, phoneCountry: address.country?.iso_code ?? visitorCountry };
}

/**
 * A select's options. A select holds only a value it has an option for: without one, the browser
 * shows (and the form sends) the empty first option. So while a list loads, the value already
 * chosen (a saved address shown again, or a choice made before a reload) keeps an option of its
 * own, and what is sent is what is chosen, whenever the list arrives.
 */
function optionsOf(resource: Resource<{ id: number; name: string }[]>, value: string, pending: string): SelectOption[] {
  const options = resource.data?.map((item) => ({ value: String(item.id), label: item.name })) ?? [];
  const kept = resource.status === 'loading' && value !== '' && !options.some((option) => option.value === value);
  return kept ? [...options, { value, label: pending }] : options;
}

type AddressFieldsProps = {
  address: AddressFieldsState;
  /** An autocomplete section ('shipping' for a recipient's address); none for the customer's own. */
  section?: string;
};

/** The country, state and city selects of useAddressFields, each with its label and error. */
export function AddressFields({ address, section }: AddressFieldsProps) {
  const { t } = useLingui();
  const { meta, geo, controls } = address;
  const selects = [
    {
      meta: meta.country,
      label: t`Country`,
      options: geo.countries,
      // Shown while the list above it has no choice yet.
      waiting: null,
      choose: t`Choose a country`,
      token: 'country',
      value: controls.country.value,
      onChange: address.changeCountry,
    },
    {
      meta: meta.state,
      label: t`State`,
      options: geo.states,
      waiting: controls.country.value ? null : t`Choose a country first`,
      choose: t`Choose a state`,
      token: 'address-level1',
      value: controls.state.value,
      onChange: address.changeState,
    },
    {
      meta: meta.city,
      label: t`City`,
      options: geo.cities,
      waiting: controls.state.value ? null : t`Choose a state first`,
      choose: t`Choose a city`,
      token: 'address-level2',
      value: controls.city.value,
      onChange: controls.city.change,
    },
  ];
  return (
    <>
      {selects.map(({ meta: field, label, options, waiting, choose, token, value = '', onChange }) => (
        <SelectField
          key={field.name}
          meta={field}
          label={label}
          required
          // While loading, "Loading…" is the chosen value's option when there is one, else the first.
          placeholder={waiting ?? (options.status === 'loading' && value === '' ? t`Loading…` : choose)}
          options={optionsOf(options, value, t`Loading…`)}
          autoComplete={section ? `${section} ${token}` : token}
          value={value}
          onChange={onChange}
          busy={options.status === 'loading'}
        >
          {options.status === 'failed' && <ErrorState error={options.error} onRetry={options.retry} inline />}
        </SelectField>
      ))}
    </>
  );
}
