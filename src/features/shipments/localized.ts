import type { Localized } from '../../api/contract/envelope.ts';

/** A name the server keeps in both languages, in the portal's current one (Spanish otherwise). */
export const localized = (name: Localized, locale: string): string => (locale.startsWith('en') ? name.en : name.es);
