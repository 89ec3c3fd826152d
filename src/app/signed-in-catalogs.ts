// The signed-in area's catalogs (lingui.config.ts): `signed-in`, loaded with the shell, and one per
// feature, loaded with its pages (signed-in-routes.tsx). Found by name among the catalog files, so
// a feature's catalog needs no line here; a name without a file fails at once.
import type { Messages } from '@lingui/core';
import { LANGUAGES } from '../api/contract/limits.ts';
import type { CatalogPart } from '../i18n/i18n.ts';

// The shared tracking page's catalog is its own entry's (track.html), never the portal's.
const files = import.meta.glob<{ messages: Messages }>(['../../locale/*/*.po', '!../../locale/*/track.po']);

export function signedInCatalog(name: string): CatalogPart {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = files[`../../locale/${language}/${name}.po`];
      if (!file) throw new Error(`No catalog locale/${language}/${name}.po (lingui.config.ts)`);
      return [language, file];
    }),
  ) as CatalogPart['files'];
  return { name, files: byLanguage };
}
