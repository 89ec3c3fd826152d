// The received package's first photo inside its e-mail (docs/product.md#notices): the bytes travel
// with the mail, never a signed link that expires. A photo that cannot be read is left out, not
// the mail.
import type { Logger } from 'pino';
import type { FileStore } from '../../storage/store.ts';
import type { InlineAttachment } from '../../foundation/mailer.ts';
import type { StoredPhoto } from './facts.ts';

/** The photo's Content-ID, as the HTML part names it (`cid:`). */
export const PHOTO_CID = 'package-photo@casillero';

export async function photoAttachment(store: FileStore, photo: StoredPhoto, log: Logger): Promise<InlineAttachment | null> {
  try {
    const file = await store.get(photo.storageName);
    if (!file) {
      log.warn({ storageName: photo.storageName }, 'notice mail: the package photo is not in the store; sent without it');
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { filename: photo.name, contentType: photo.mimeType, content: Buffer.concat(chunks), cid: PHOTO_CID };
  } catch (error) {
    log.warn({ err: error, storageName: photo.storageName }, 'notice mail: the package photo could not be read; sent without it');
    return null;
  }
}
