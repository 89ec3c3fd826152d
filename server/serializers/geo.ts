import type { Country } from '../../src/api/contract/geo.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { countries } from '../db/schema.ts';

export type CountryRow = typeof countries.$inferSelect;

export const countryName = (row: Pick<CountryRow, 'name_es' | 'name_en'>, lang: Language) =>
  lang === 'en' ? row.name_en : row.name_es;

export const serializeCountry = (row: CountryRow, lang: Language): Country => ({
  id: row.id,
  name: countryName(row, lang),
  iso_code: row.iso_code,
});

/** Places sorted by name in a language; here, not in SQL: the embedded database's collation puts accented letters last. */
export const byName = (lang: string) => {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
};
