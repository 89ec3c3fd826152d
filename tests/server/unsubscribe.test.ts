// A notice e-mail's one-click unsubscribe (docs/product.md#notices): the signed link works without
// a session, GET only asks, POST turns exactly that kind off; and the account's language, which
// the page (and the e-mails) are written in, follows the portal's.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '../../server/db/schema.ts';
import { paths } from '../../src/lib/paths.ts';
import { UNSUBSCRIBE_PATH, unsubscribeToken, unsubscribeUrl } from '../../server/mail/unsubscribe-link.ts';
import { clientIdOf } from './support/ownership.ts';
import { MEDIA_SECRET, useTestApp } from './support/test-app.ts';
import { placesIn, recipientAt } from './support/places.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const LIMIT = 8;
const t = useTestApp({ rateLimits: { NOTICE_SETTINGS_CHANGES_PER_HOUR: LIMIT } });

const linkOf = (clientId: number, kind: 'PACKAGE_RECEIVED' | 'SHIPMENT_STATUS' | 'STORAGE_ENDING', secret = MEDIA_SECRET) =>
  `${UNSUBSCRIBE_PATH}/${unsubscribeToken(secret, { clientId, kind })}`;

/** Each test from its own address: the limit counts per address. */
let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

async function open(path: string, method: 'GET' | 'POST' = 'GET', address = nextAddress(), lang?: string) {
  const oneClick = method === 'POST' ? { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {};
  const res = await t.request(path, { method, address, lang, ...oneClick });
  return { res, html: await res.text() };
}

const clientOf = async (email: string) => {
  const [row] = await t.db.select({ off: clients.email_off, language: clients.language }).from(clients).where(eq(clients.id, await clientIdOf(t.db, email)));
  return row!;
};

const setLanguage = async (email: string, language: string) => {
  await t.db.update(clients).set({ language }).where(eq(clients.id, await clientIdOf(t.db, email)));
};

function expectPrivatePage(res: Response) {
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
  expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
}

describe('the unsubscribe link', () => {
  it('is the page of the e-mail’s link, from PUBLIC_URL', async () => {
    const demo = await clientIdOf(t.db, DEMO);
    const url = unsubscribeUrl('https://portal.example.com', MEDIA_SECRET, { clientId: demo, kind: 'SHIPMENT_STATUS' });
    expect(url).toBe(`https://portal.example.com${linkOf(demo, 'SHIPMENT_STATUS')}`);
  });

  it('GET asks, in the customer’s language, with one button, and changes nothing', async () => {
    const demo = await clientIdOf(t.db, DEMO);
    await setLanguage(DEMO, 'en');
    const path = linkOf(demo, 'SHIPMENT_STATUS');
    // The request's own language does not matter: the page is the account's.
    const { res, html } = await open(path, 'GET', nextAddress(), 'es');
    expect(res.status).toBe(200);
    expectPrivatePage(res);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Stop the e-mails about your shipments’ status changes?');
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/i);
    expect((await clientOf(DEMO)).off).toEqual([]);

    await setLanguage(DEMO, 'es');
    const spanish = await open(path);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('¿Dejar de recibir e-mails sobre los cambios de estado de tus envíos?');
  });

  it('POST (one-click or the page’s button) turns off exactly that kind, once however often, and says so', async () => {
    const other = await clientIdOf(t.db, OTHER);
    const path = linkOf(other, 'STORAGE_ENDING');
    const first = await open(path, 'POST');
    expect(first.res.status).toBe(200);
    expectPrivatePage(first.res);
    expect(first.html).toContain('Ya no te enviaremos e-mails sobre el fin del almacenaje gratis.');
    // The portal's own Settings page (the server keeps its path apart: it may not import the portal's).
    expect(first.html).toContain(`href="${t.deps.publicUrl}${paths.settings}"`);
    expect((await clientOf(OTHER)).off).toEqual(['STORAGE_ENDING']);
    // Again (a mail client's retry, the button after the one-click): the same page, the same kind off once.
    expect((await open(path, 'POST')).res.status).toBe(200);
    expect((await clientOf(OTHER)).off).toEqual(['STORAGE_ENDING']);
    // The other customer's switches were not touched.
    expect((await clientOf(DEMO)).off).toEqual([]);
    // Settings shows it off, and can turn it back on.
    const token = await t.tokenFor(OTHER);
    const settings = (await (await t.request('/api/notice-settings', { token })).json()) as { data: { email: Record<string, boolean> } };
    expect(settings.data.email).toMatchObject({ STORAGE_ENDING: false, PACKAGE_RECEIVED: true });
    await t.request('/api/notice-settings', { method: 'PATCH', token, json: { email: { STORAGE_ENDING: true } } });
    expect((await clientOf(OTHER)).off).toEqual([]);
  });

  it.each([
    ['signed with another secret', async () => linkOf(await clientIdOf(t.db, DEMO), 'PACKAGE_RECEIVED', 'not-our-secret')],
    ['for another customer (the signature of one, the id of the other)', async () => {
      const [demo, other] = [await clientIdOf(t.db, DEMO), await clientIdOf(t.db, OTHER)];
      return linkOf(demo, 'PACKAGE_RECEIVED').replace(`/${demo}.`, `/${other}.`);
    }],
    ['for another kind (the signature of one, the kind of the other)', async () =>
      linkOf(await clientIdOf(t.db, DEMO), 'PACKAGE_RECEIVED').replace('.PACKAGE_RECEIVED.', '.SHIPMENT_STATUS.')],
    ['for a client that does not exist', async () => linkOf(2_000_000_000, 'PACKAGE_RECEIVED')],
    ['malformed', async () => `${UNSUBSCRIBE_PATH}/not-a-token`],
    ['of an unknown kind', async () => linkOf(await clientIdOf(t.db, DEMO), 'PACKAGE_RECEIVED').replace('.PACKAGE_RECEIVED.', '.NEWSLETTER.')],
  ])('%s: 404 "not valid" with no detail, on GET and POST, and nothing changes', async (_name, pathOf) => {
    const path = await pathOf();
    for (const method of ['GET', 'POST'] as const) {
      const { res, html } = await open(path, method, nextAddress(), 'en');
      expect(res.status).toBe(404);
      expectPrivatePage(res);
      expect(html).toContain('This link is not valid.');
      expect(html).not.toContain('<form');
    }
    expect((await clientOf(DEMO)).off).toEqual([]);
    expect((await clientOf(OTHER)).off).toEqual([]);
  });

  it(`counts per client address before the link is checked: past ${LIMIT} an hour, 429 with Retry-After`, async () => {
    const address = nextAddress();
    const path = linkOf(await clientIdOf(t.db, DEMO), 'PACKAGE_RECEIVED');
    for (let i = 0; i < LIMIT; i++) expect((await open(`${UNSUBSCRIBE_PATH}/guess-${i}`, 'GET', address)).res.status).toBe(404);
    const { res, html } = await open(path, 'POST', address, 'en');
    expect(res.status).toBe(429);
    expectPrivatePage(res);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(html).toContain('Too many attempts.');
    expect((await clientOf(DEMO)).off).toEqual([]);
    // Another address is counted apart.
    expect((await open(path, 'GET')).res.status).toBe(200);
  });

  it('gives a working link its try back: a mail provider’s one-click POSTs share a few addresses', async () => {
    const address = nextAddress();
    const path = linkOf(await clientIdOf(t.db, OTHER), 'STORAGE_ENDING');
    for (let i = 0; i <= LIMIT; i++) expect((await open(path, i % 2 ? 'POST' : 'GET', address)).res.status).toBe(200);
    // A guess is still counted.
    for (let i = 0; i < LIMIT; i++) expect((await open(`${UNSUBSCRIBE_PATH}/guess-${i}`, 'GET', address)).res.status).toBe(404);
    expect((await open(path, 'GET', address)).res.status).toBe(429);
    await t.db.update(clients).set({ email_off: [] }).where(eq(clients.id, await clientIdOf(t.db, OTHER)));
  });
});

describe('the account’s language', () => {
  it('is the sign-up’s language when the personal data are saved', async () => {
    const body = { ...recipientAt((await placesIn(t.db)).place), email: NO_CLIENT, birth_date: '1990-05-17', gender: null, referral_source: 'Instagram', terms_accepted: true };
    const res = await t.request('/api/clients', { token: await t.tokenFor(NO_CLIENT), json: body, lang: 'en' });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await clientOf(NO_CLIENT)).language).toBe('en');
  });

  it('follows the language the customer signs in with', async () => {
    await setLanguage(OTHER, 'es');
    const res = await t.request('/api/auth/token', { json: { email: OTHER, password: 'casillero-demo' }, lang: 'en' });
    expect(res.status).toBe(200);
    expect((await clientOf(OTHER)).language).toBe('en');
  });

  it('follows the portal’s language on GET api/users/me, written only when it differs', async () => {
    const token = await t.tokenFor(DEMO);
    await setLanguage(DEMO, 'es');
    await t.request('/api/users/me', { token, lang: 'es' }); // the token's last use is recorded at most once a minute
    t.queries.length = 0;
    expect((await t.request('/api/users/me', { token, lang: 'es' })).status).toBe(200);
    // The usual call writes nothing.
    const writes = () => t.queries.filter((query) => /^update "clients"/i.test(query));
    expect(writes()).toEqual([]);
    expect((await t.request('/api/users/me', { token, lang: 'en' })).status).toBe(200);
    expect(writes()).toHaveLength(1);
    expect((await clientOf(DEMO)).language).toBe('en');
    expect((await t.request('/api/users/me', { token, lang: 'es' })).status).toBe(200);
    expect((await clientOf(DEMO)).language).toBe('es');
  });
});
