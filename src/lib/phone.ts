// The min metadata, the one react-phone-number-input loads: the bundle holds it once.
import parsePhoneNumber, { Metadata, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';

/** Only digits, a leading +, and the punctuation people put in phone numbers. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;

/** A national format of the metadata (not in the library's types). */
type NumberFormat = { pattern(): string; leadingDigitsPatterns(): string[]; internationalFormat(): string };

/**
 * The national number grouped as the international format of its metadata says ('412-1234567').
 * libphonenumber-js turns that format's hyphens into spaces; docs/product.md#phone-numbers keeps them, as Google's
 * libphonenumber does. Undefined when no format fits the number.
 */
function groupedNationalNumber(phone: PhoneNumber): string | undefined {
  const metadata = new Metadata();
  // A calling code selects its main country's plan too (+1: the US), though the types say country.
  metadata.selectNumberingPlan(phone.country ?? (phone.countryCallingCode as CountryCode));
  const formats = (metadata.numberingPlan as unknown as { formats(): NumberFormat[] } | undefined)?.formats() ?? [];
  const number = phone.nationalNumber;
  const format = formats.find((candidate) => {
    // As the library chooses: the most detailed leading-digits pattern, then the whole pattern.
    const leading = candidate.leadingDigitsPatterns().at(-1);
    return (!leading || number.search(leading) === 0) && new RegExp(`^(?:${candidate.pattern()})$`).test(number);
  });
  return format && number.replace(new RegExp(format.pattern()), format.internationalFormat());
}

/**
 * A stored phone as it is shown (docs/product.md#phone-numbers): international, `+58 412-1234567`. E.164 or
 * loosely typed (`+58 (412) 123 45 67`); anything that is not a possible number comes back as
 * it was, trimmed.
 */
export function formatPhone(value: string): string {
  const text = value.trim();
  const phone = PHONE_TEXT.test(text) ? parsePhoneNumber(text) : undefined;
  if (!phone?.isPossible()) return text;
  const grouped = phone.ext ? undefined : groupedNationalNumber(phone);
  return grouped ? `+${phone.countryCallingCode} ${grouped}` : phone.formatInternational();
}
