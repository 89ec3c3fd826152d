// Uploads through the S3 store (docs/product.md#production): a pre-alert's bill goes to the bucket,
// not to the disk, and its signed link serves it from there with the usual headers.
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PreAlertResponseSchema } from '../../src/api/contract/pre-alerts.ts';
import { media, usCouriers } from '../../server/db/schema.ts';
import { createS3Store } from '../../server/storage/s3-store.ts';
import { TEST_BUCKET, useS3Server } from './support/s3.ts';
import { useTestApp } from './support/test-app.ts';
import { form, pdfFile } from './support/uploads.ts';
import { DEMO } from './support/users.ts';

const s3 = useS3Server();
const t = useTestApp({ store: () => createS3Store({ client: s3.client, bucket: TEST_BUCKET, prefix: 'portal' }) });
let courierId: number;
beforeAll(async () => {
  const [ups] = await t.db.select({ id: usCouriers.id }).from(usCouriers).where(eq(usCouriers.name, 'UPS'));
  courierId = ups!.id;
});

describe('uploads on the S3 store', () => {
  it('keeps a pre-alert’s bill in the bucket, not on disk, and serves it by its signed link', async () => {
    const onDisk = readdirSync(t.uploadsDir);
    const file = pdfFile('Factura S3.pdf');
    const body = form(
      {
        us_courier_id: String(courierId),
        provider: 'Amazon',
        tracking: '1ZS3TEST000001',
        cost: '42.50',
        content: 'Teclado',
        arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        recipient: 'María Fernanda Pérez',
      },
      file,
    );
    const res = await t.request('/api/pre-alerts', { method: 'POST', token: await t.tokenFor(DEMO), body });
    expect(res.status).toBe(201);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    const [row] = await t.db.select().from(media).where(eq(media.id, data.media[0]!.id));

    expect(await s3.keys()).toEqual([`portal/${row!.storage_name}`]);
    expect(readdirSync(t.uploadsDir)).toEqual(onDisk);

    const served = await t.request(data.media[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-length')).toBe(String(file.data.length));
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''Factura%20S3\.pdf$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(file.data))).toBe(true);
  });
});
