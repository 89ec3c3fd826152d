// Demo mode: POST api/dev/hostile-content writes hostile text and HTML where only the company
// writes (for the XSS browser test, e2e/content/xss.spec.ts); DELETE puts the global content back.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/errors.ts';
import { placesIn, recipientAt } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT } from './support/users.ts';

const t = useTestApp();
const TEXT = '<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>';
const HTML = '<p><svg onload="window.__xss=1"></svg></p>';
const PATH = '/api/dev/hostile-content';

let token: string;
let recipientId: number;
beforeAll(async () => {
  token = await t.tokenFor(DEMO);
  // The shipment goes to the customer's newest recipient, added as a customer adds one.
  const res = await t.request('/api/recipients', { token, json: recipientAt((await placesIn(t.db)).place) });
  recipientId = ((await res.json()) as { data: { id: number } }).data.id;
});

/** What a customer reads of the company's content, in both languages. */
async function globalContent() {
  const read = async (path: string, lang: string) => ((await (await t.request(path, { token, lang })).json()) as { data: unknown }).data;
  const out: Record<string, unknown> = {};
  for (const lang of ['es', 'en']) {
    for (const path of ['/api/site-content', '/api/payment-methods', '/api/warehouses', '/api/client-app-settings']) {
      out[`${lang} ${path}`] = await read(path, lang);
    }
  }
  return out;
}

describe('POST and DELETE api/dev/hostile-content', () => {
  it('writes the text and HTML into the company content and the customer\u2019s records, then puts the content back', async () => {
    const before = await globalContent();
    for (let round = 0; round < 2; round++) {
      const res = await t.request(PATH, { json: { email: DEMO, text: TEXT, html: HTML } });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: Record<string, number | string> };

      const site = ((await (await t.request('/api/site-content', { token, lang: 'en' })).json()) as {
        data: { faq: { question: string; answer: string }[]; termsAndConditions: string; agents: { name: string }[] };
      }).data;
      // Written twice, the content holds the payload once: a second write starts from the original.
      expect(site.faq.filter((entry) => entry.question === TEXT)).toHaveLength(1);
      expect(site.faq[0]).toMatchObject({ question: TEXT, answer: expect.stringMatching(/<strong>.*<svg onload/) });
      expect(site.termsAndConditions.endsWith(HTML)).toBe(true);
      expect(site.termsAndConditions.indexOf(HTML)).toBe(site.termsAndConditions.length - HTML.length);
      expect(site.agents.filter((agent) => agent.name === TEXT)).toHaveLength(1);

      const settings = ((await (await t.request('/api/client-app-settings')).json()) as { data: Record<string, string> }).data;
      expect(settings).toMatchObject({ supportUrl: 'javascript:window.__xss=1', supportPhone: TEXT, authImageUrlWeb: '/images/auth.svg' });

      const methods = ((await (await t.request('/api/payment-methods', { token })).json()) as { data: { id: number; name: string; description: string }[] }).data;
      const method = methods.find((m) => m.id === data.payment_method_id);
      expect(method?.name).toBe(TEXT);
      expect(method?.description).toMatch(/<strong>.*<svg onload="window.__xss=1"><\/svg><\/p>$/);

      const pkg = ((await (await t.request(`/api/packages/${data.package_id}`, { token })).json()) as { data: Record<string, unknown> }).data;
      expect(pkg).toMatchObject({ content: TEXT, provider: TEXT, tracking: data.tracking });
      const shipment = ((await (await t.request(`/api/shipments/${data.shipment_id}`, { token })).json()) as { data: Record<string, unknown> }).data;
      expect(shipment).toMatchObject({ delivery_address: TEXT, recipient: { id: recipientId }, items: [{ content: TEXT }] });
      const items = ((await (await t.request(`/api/invoices/${data.invoice_id}/items`, { token })).json()) as { data: { description: string }[] }).data;
      expect(items.map((item) => item.description)).toEqual([TEXT]);
    }
    expect((await t.request(PATH, { method: 'DELETE' })).status).toBe(204);
    expect(await globalContent()).toEqual(before);
    // Nothing kept aside any more: a second DELETE changes nothing.
    expect((await t.request(PATH, { method: 'DELETE' })).status).toBe(204);
    expect(await globalContent()).toEqual(before);
  });

  it('answers 4xx, never 500, to an unknown customer, a customer without a profile and hostile bodies', async () => {
    await expectError(await t.request(PATH, { json: { email: 'nadie@casillero.test', text: TEXT, html: HTML } }), 'NOT_FOUND');
    await expectError(await t.request(PATH, { json: { email: NO_CLIENT, text: TEXT, html: HTML } }), 'NOT_FOUND');
    for (const json of [{ email: DEMO, text: 'a\u0000b', html: HTML }, { email: DEMO, text: '', html: HTML }, { email: DEMO }, [], 'x']) {
      await expectError(await t.request(PATH, { json }), 'FAILED_VALIDATION');
    }
  });

  // Without CASILLERO_TEST_ROUTES it is not mounted: tests/server/test-routes.test.ts.
});
