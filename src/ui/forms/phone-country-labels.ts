// The phone field's country names: react-phone-number-input's catalogues, with the two Congos told
// apart (its Spanish one names both "Congo"; docs/product.md#words).
import en from 'react-phone-number-input/locale/en';
import es from 'react-phone-number-input/locale/es';

const CONGOS = {
  en: { CG: 'Congo (Brazzaville)', CD: 'Congo (Kinshasa)' },
  es: { CG: 'Congo', CD: 'República Democrática del Congo' },
} as const;

/** The country names of the phone field's list, in `locale` (Spanish unless English). */
export const phoneCountryLabels = (locale: string) => (locale === 'en' ? { ...en, ...CONGOS.en } : { ...es, ...CONGOS.es });
