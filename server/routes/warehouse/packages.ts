// The warehouse's packages (docs/product.md#the-warehouse-api): one received, and its photos.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { WarehousePackageReadResponseSchema, type WarehousePackageRead } from '../../../src/api/contract/warehouse-reads.ts';
import { WAREHOUSE_PHOTO_FIELD, WarehousePackageSchema } from '../../../src/api/contract/warehouse.ts';
import type { Db } from '../../db/open.ts';
import { media, packages } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { receivePackage } from '../../domain/warehouse-packages.ts';
import { packageById, serializePackage } from '../../serializers/warehouse-reads/packages.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';
import { noticePhotoArrived } from '../../mail/notice-outbox.ts';
import { ApiError } from '../../foundation/errors.ts';
import { IDEMPOTENT, once } from '../../http/idempotency.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../../http/upload.ts';
import { idParam } from '../../foundation/validate.ts';
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

const receive = createRoute({
  method: 'post',
  path: '/packages',
  tags: ['Packages'],
  security: WAREHOUSE_KEY,
  operationId: 'receivePackage',
  summary: 'Receives a package at the warehouse',
  description: 'A pre-alerted tracking becomes that pre-alert\'s package; another is a new package of the locker\'s customer.',
  request: { headers: IDEMPOTENT, body: { ...json(WarehousePackageSchema, 'The package as scanned'), required: true } },
  responses: {
    201: json(WarehousePackageReadResponseSchema, 'The package received, as GET api/warehouse/packages/{id} shows it'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS'),
  },
});

const addPhoto = createRoute({
  method: 'post',
  path: '/packages/{id}/photos',
  tags: ['Packages'],
  security: WAREHOUSE_KEY,
  operationId: 'addPackagePhoto',
  summary: 'Adds a photo to a received package',
  request: {
    params: idParams('id'),
    headers: IDEMPOTENT,
    body: {
      description: `The photo as \`${WAREHOUSE_PHOTO_FIELD}\`, a JPEG or a PNG`,
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ [WAREHOUSE_PHOTO_FIELD]: z.string().meta({ format: 'binary' }) }) } },
    },
  },
  responses: {
    201: json(WarehousePackageReadResponseSchema, 'The package with its photos'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'UNSUPPORTED_MEDIA', 'PAYLOAD_TOO_LARGE', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS'),
  },
});

export function warehousePackageRoutes() {
  const routes = describedRoutes();

  on(routes, receive, async (c) => {
    const { clock } = c.get('deps');
    const body = await readStoredJson(c, WarehousePackageSchema);
    const call = await once(c, receive, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const id = await receivePackage(tx, c.get('t'), body, clock.now());
      return c.json({ data: await packageOf(tx, c.get('signer'), id) }, 201);
    });
  });

  on(routes, addPhoto, async (c) => {
    const { db, clock } = c.get('deps');
    const id = idParam(c);
    const [pkg] = await db.select({ clientId: packages.client_id }).from(packages).where(eq(packages.id, id));
    if (!pkg) throw new ApiError('NOT_FOUND');
    const { file } = await readUploadForm(c, NO_FIELDS, { field: WAREHOUSE_PHOTO_FIELD, ...IMAGE_UPLOAD, counted: true });
    // The file is the request a retry repeats, so the key is checked once it is read; a retry's copy is not kept.
    return keepUpload(file, async () => {
      const call = await once(c, addPhoto, { photo: file.sha256 });
      if (call.kept) {
        await file.discard();
        return call.kept;
      }
      return call.run(
        async (tx) => {
          await tx.insert(media).values(uploadedMedia(file, { client_id: pkg.clientId, owner_type: 'package', owner_id: id }, clock.now()));
          await noticePhotoArrived(tx, id, clock.now());
          return c.json({ data: await packageOf(tx, c.get('signer'), id) }, 201);
        },
        () => file.discard(),
      );
    });
  });

  return routes;
}
