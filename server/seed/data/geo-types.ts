/** One country to seed: its states (departments, provinces, regions) and, per state, its cities. */
export type CountrySeed = {
  iso_code: string;
  name_es: string;
  name_en: string;
  /** State name → its cities, the capital first. */
  states: Readonly<Record<string, readonly string[]>>;
};
