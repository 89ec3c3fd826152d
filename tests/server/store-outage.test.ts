// A file store that is down takes down the file routes only (docs/product.md#production): the server
// stays ready (GET /readyz 200, the store reported down), an upload and a file read answer 503
// SERVICE_UNAVAILABLE with Retry-After, and sign-in and the lists work as before.
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, usCouriers } from '../../server/db/schema.ts';
import type { FileStore } from '../../server/storage/store.ts';
import { useTestApp } from './support/test-app.ts';
import { form, pdfFile } from './support/uploads.ts';
import { DEMO } from './support/users.ts';

/** A bucket that refuses every call, as S3 does when its endpoint is unreachable. */
const unreachable = (): FileStore => {
  const refuse = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }));
  return { kind: 's3', put: refuse, get: refuse, delete: refuse, check: async () => false };
};

const t = useTestApp({ store: unreachable });
let courierId: number;
beforeAll(async () => {
  const [ups] = await t.db.select({ id: usCouriers.id }).from(usCouriers).where(eq(usCouriers.name, 'UPS'));
  courierId = ups!.id;
});

const expectUnavailable = async (res: Response) => {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' });
};

describe('with the file store down', () => {
  it('stays ready: /readyz 200, the store reported down', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', store: 'down' });
  });

  it('answers an upload and a file read 503 with Retry-After, never 500', async () => {
    const upload = form({
      us_courier_id: String(courierId), provider: 'Amazon', tracking: '1ZOUTAGE00000001', cost: '10',
      content: 'Libro', arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), recipient: 'María Fernanda Pérez',
    }, pdfFile());
    await expectUnavailable(await t.request('/api/pre-alerts', { method: 'POST', token: await t.tokenFor(DEMO), body: upload, lang: 'en' }));

    const [row] = await t.db.select().from(media).where(isNotNull(media.client_id)).limit(1);
    await expectUnavailable(await t.request(t.signer.url(row!.id), { lang: 'en' }));
  });

  it('signs in and lists as before', async () => {
    const token = await t.login(DEMO);
    const res = await t.request('/api/packages', { token });
    expect(res.status).toBe(200);
    expect((await res.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
