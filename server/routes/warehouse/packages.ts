// The warehouse's packages (docs/product.md#the-warehouse-api): one received, and its photos.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { WarehousePackageRead } from '../../../src/api/contract/warehouse-reads.ts';
import { WAREHOUSE_PHOTO_FIELD, WarehousePackageSchema } from '../../../src/api/contract/warehouse.ts';
import type { Db } from '../../db/open.ts';
import { media, packages } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { receivePackage } from '../../domain/warehouse-packages.ts';
import { packageById, serializePackage } from '../../domain/warehouse-reads/packages.ts';
import type { AppEnv } from '../../http/env.ts';
import { noticePhotoArrived } from '../../mail/notice-outbox.ts';
import { ApiError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../../http/upload.ts';
import { idParam } from '../../http/validate.ts';
import { IMAGE_UPLOAD } from '../../media/file-types.ts';
import type { MediaSigner } from '../../media/sign.ts';

/** The photo's form carries the file alone; other text fields are ignored. */
const NO_FIELDS = z.object({});

/** A package as the warehouse's reads show it (GET api/warehouse/packages/{id}), read with `db` (the transaction that wrote it). */
async function packageOf(db: Db, signer: MediaSigner, id: number): Promise<WarehousePackageRead> {
  const row = await packageById(db, id);
  if (!row) throw new Error('The package could not be read back');
  return serializePackage(signer, row);
}

export function warehousePackageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/packages', async (c) => {
    const { clock } = c.get('deps');
    const body = await readStoredJson(c, WarehousePackageSchema);
    const call = await once(c, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const id = await receivePackage(tx, c.get('t'), body, clock.now());
      return { status: 201, body: { data: await packageOf(tx, c.get('signer'), id) } };
    });
  });

  // multipart/form-data: the photo as `photo`, a JPEG or a PNG.
  routes.post('/packages/:id{[0-9]+}/photos', async (c) => {
    const { db, clock } = c.get('deps');
    const id = idParam(c);
    const [pkg] = await db.select({ clientId: packages.client_id }).from(packages).where(eq(packages.id, id));
    if (!pkg) throw new ApiError('NOT_FOUND');
    const { file } = await readUploadForm(c, NO_FIELDS, { field: WAREHOUSE_PHOTO_FIELD, ...IMAGE_UPLOAD, counted: true });
    // The file is the request a retry repeats, so the key is checked once it is read; a retry's copy is not kept.
    return keepUpload(file, async () => {
      const call = await once(c, { photo: file.sha256 });
      if (call.kept) {
        await file.discard();
        return call.kept;
      }
      return call.run(
        async (tx) => {
          await tx.insert(media).values(uploadedMedia(file, { client_id: pkg.clientId, owner_type: 'package', owner_id: id }, clock.now()));
          await noticePhotoArrived(tx, id, clock.now());
          return { status: 201, body: { data: await packageOf(tx, c.get('signer'), id) } };
        },
        () => file.discard(),
      );
    });
  });

  return routes;
}
