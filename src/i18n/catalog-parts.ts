// The catalogs of the public flows' pages (lingui.config.ts), loaded with them (src/app/routes.tsx,
// and the signed-in forms).
import type { CatalogPart } from './i18n.ts';

/** The forms' fields and rules. */
export const FORMS_CATALOG: CatalogPart = {
  name: 'forms',
  files: { es: () => import('../../locale/es/forms.po'), en: () => import('../../locale/en/forms.po') },
};

/** Sign-up's and recovery's texts. */
export const PUBLIC_FLOWS_CATALOG: CatalogPart = {
  name: 'public-flows',
  files: { es: () => import('../../locale/es/public-flows.po'), en: () => import('../../locale/en/public-flows.po') },
};
