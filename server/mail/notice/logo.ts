// The company's logo at the head of every notice e-mail (docs/product.md#notices): carried inside
// the mail, so no remote image is fetched; `npm run emails` draws it from the portal's mark.
import { readFileSync } from 'node:fs';
import type { InlineAttachment } from '../../foundation/mailer.ts';

/** The logo's Content-ID, as the HTML part names it (`cid:`). */
export const LOGO_CID = 'logo@casillero';
/** Its size in the e-mail, in CSS pixels; the file has twice as many, for sharp screens. */
export const LOGO_SIZE = { width: 168, height: 40 } as const;
/** The company's name, which the logo reads: its alt text, shown with images blocked. */
export const LOGO_ALT = 'Casillero';

export const LOGO_FILE = new URL('./logo.png', import.meta.url);

let logo: Buffer | undefined;

export function logoAttachment(): InlineAttachment {
  logo ??= readFileSync(LOGO_FILE);
  return { filename: 'casillero.png', contentType: 'image/png', content: logo, cid: LOGO_CID };
}
