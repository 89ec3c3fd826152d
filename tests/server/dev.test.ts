// Demo mode: the outbox and its mailbox (JSON and page); the movable clock (a test route).
import { describe, expect, it } from 'vitest';
import { ClockResponseSchema, MailboxResponseSchema, ServerInfoResponseSchema } from '../../src/api/contract/site.ts';
import { createApp } from '../../server/app.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('api/dev in outbox mode', () => {
  it('says the server is in demo mode', async () => {
    const res = await t.request('/api/dev/status');
    expect(res.status).toBe(200);
    expect(ServerInfoResponseSchema.parse(await res.json())).toEqual({ data: { demo: true } });
  });

  it('answers the mail of one address, newest first, matching the address in any case', async () => {
    const to = 'buzon@casillero.test';
    await t.deps.mail.send({ to, subject: 'first', text: 'PIN 111111' });
    t.clock.advance(1);
    await t.deps.mail.send({ to: 'Buzon@Casillero.test', subject: 'second', text: 'PIN 222222' });
    await t.deps.mail.send({ to: 'someone-else@casillero.test', subject: 'not yours', text: '' });
    const res = await t.request(`/api/dev/mailbox?to=${encodeURIComponent('BUZON@casillero.test')}`);
    const { data } = MailboxResponseSchema.parse(await res.json());
    expect(data.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(Date.parse(data[0]!.sent_at)).toBeGreaterThan(Date.parse(data[1]!.sent_at));
  });

  it('validates the address', async () => {
    expect((await t.request('/api/dev/mailbox')).status).toBe(422);
    expect((await t.request('/api/dev/mailbox?to=nope')).status).toBe(422);
  });

  it('moves the clock forward', async () => {
    const before = t.clock.now().getTime();
    const res = await t.request('/api/dev/clock', { json: { advance_minutes: 11 } });
    expect(res.status).toBe(200);
    const now = Date.parse(ClockResponseSchema.parse(await res.json()).data.now);
    expect(now - before).toBeGreaterThanOrEqual(11 * 60_000);
    expect(now - before).toBeLessThan(12 * 60_000);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(now);
  });

  it.each([{}, { advance_minutes: -5 }, { advance_minutes: 'ten' }, { advance_minutes: 1e12 }])('refuses %j', async (json) => {
    const res = await t.request('/api/dev/clock', { json });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('FAILED_VALIDATION');
  });
});

describe('GET /dev/mailbox (page)', () => {
  it('renders the mail escaped, with the CSP and no script', async () => {
    const to = 'pagina@casillero.test';
    await t.deps.mail.send({ to, subject: '<script>alert(1)</script>', text: 'Tu código es 123456 & <b>nada</b>' });
    const res = await t.request(`/dev/mailbox?to=${encodeURIComponent(to)}`, { lang: 'es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tu código es 123456 &amp; &lt;b&gt;nada&lt;/b&gt;');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`value="${to}"`);
  });

  it('escapes the address it echoes and shows the empty form without one', async () => {
    const res = await t.request(`/dev/mailbox?to=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`, { lang: 'en' });
    const html = await res.text();
    expect(html).not.toContain('<img');
    expect(html).toContain('Enter an e-mail address to see its messages.');
  });
});

describe('with MAIL_URL (SMTP mode)', () => {
  it('has no dev routes', async () => {
    const app = createApp({ ...t.deps, mail: { kind: 'smtp', send: async () => {} }, testRoutes: false });
    for (const path of ['/api/dev/status', '/api/dev/mailbox?to=a@b.co']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).code).toBe('NOT_FOUND');
    }
    expect((await app.request('/api/dev/clock', { method: 'POST', body: '{"advance_minutes":5}' })).status).toBe(404);
    expect((await app.request('/dev/mailbox')).status).toBe(404);
  });
});
