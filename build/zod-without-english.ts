import type { Plugin } from 'vite';
import { isClassicSchemas } from './zod-classic-schemas.ts';

const IMPORT = 'import en from "../locales/en.js";';
const DEFAULT = 'core.config(en());';

/**
 * zod's classic schemas bring its English error texts (1.1 KB gzip on every page that loads the
 * contract) for the issues a schema gives no message of its own. The portal shows none of them:
 * the forms' rules each name a translated message (src/lib/field-schemas.ts), and an answer that
 * fails the contract is an INVALID_RESPONSE error with its own text. In the browser build, such an
 * issue keeps zod's bare "Invalid input". The build fails if zod changes these lines; the server
 * and the tests use zod as it is.
 */
export const zodWithoutEnglish: Plugin = {
  name: 'casillero:zod-without-english',
  apply: 'build',
  transform(code, id) {
    if (!isClassicSchemas(id, code, [IMPORT, DEFAULT], 'build/zod-without-english.ts')) return null;
    return { code: code.replace(IMPORT, '').replace(DEFAULT, 'void 0;'), map: null };
  },
};
