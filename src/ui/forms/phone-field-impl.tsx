// The lazily loaded part of PhoneField: react-phone-number-input with its metadata and styles.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import PhoneInput, {
  getCountries,
  getCountryCallingCode,
  isPossiblePhoneNumber,
  isSupportedCountry,
  type Country,
  type FlagProps,
} from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { providePossiblePhoneCheck } from '../../lib/possible-phone.ts';
import { FALLBACK_PHONE_COUNTRY } from '../../lib/visitor-country.ts';
import { phoneCountryLabels } from './phone-country-labels.ts';
import type { PhoneFieldProps } from './phone-field.tsx';

// The forms' phone rule checks a possible length with the metadata this module brings.
providePossiblePhoneCheck(isPossiblePhoneNumber);

/** A country's flag as its emoji (regional indicators): no image to fetch (the CSP allows none). */
function EmojiFlag({ country }: FlagProps) {
  const emoji = [...country.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0))).join('');
  return <span className="phone-field__flag">{emoji}</span>;
}

/** '+58', '+1', …: what the field holds before a digit is typed. Calling codes are prefix-free. */
const CALLING_CODES = new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));

export default function PhoneFieldImpl({
  id,
  country,
  value,
  onChange,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  disabled,
}: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const code = country.toUpperCase();
  const phoneCountry = (isSupportedCountry(code) ? code : FALLBACK_PHONE_COUNTRY) as Country;
  const countryLabel = t`Country of the phone number`;
  // Country names from the library's catalogues (phone-country-labels.ts); the list's name (its aria-label) from ours.
  const labels = useMemo(() => ({ ...phoneCountryLabels(i18n.locale), country: countryLabel }), [i18n.locale, countryLabel]);
  // A new country starts an empty field over on its calling code, even after the customer chose
  // another in the field's own list; a typed number stays (docs/product.md#country-state-and-city).
  const [start, setStart] = useState({ country: phoneCountry, generation: 0 });
  if (start.country !== phoneCountry) setStart({ country: phoneCountry, generation: value ? start.generation : start.generation + 1 });

  return (
    <PhoneInput
      key={start.generation}
      id={id}
      className="phone-field__control"
      numberInputProps={{ className: 'field__input' }}
      // The calling code is always shown and fixed (+58 …); the list changes it.
      international
      countryCallingCodeEditable={false}
      defaultCountry={phoneCountry}
      addInternationalOption={false}
      countryOptionsOrder={[phoneCountry, '|', '...']}
      limitMaxLength
      labels={labels}
      locales={i18n.locale}
      flagComponent={EmojiFlag}
      autoComplete="tel"
      value={value || undefined}
      // The calling code alone is no number yet: the form sees an empty field.
      onChange={(next?: string) => onChange(next && !CALLING_CODES.has(next) ? next : undefined)}
      disabled={disabled}
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
    />
  );
}
