// The server's real means for the code flows: the demo mailbox, the dev clock, accounts made
// through the API as a customer would make them.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** An address no other test uses. */
export const freshEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@casillero.test`;

export const TEST_PASSWORD = 'clave-segura-1';

const pinPath = (email: string, action: 'valid' | 'grant', purpose: 'signup' | 'recovery') =>
  `/api/auth/${encodeURIComponent(email)}/pin/${action}?purpose=${purpose}`;

/** The code in the newest mail to an address (waits for it to arrive). */
export async function latestCode(request: APIRequestContext, email: string, notCode?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { data: { text: string }[] };
      code = body.data[0]?.text.match(/\b\d{6}\b/)?.[0] ?? '';
      return code !== '' && code !== notCode;
    }, { message: `a code mailed to ${email}` })
    .toBe(true);
  return code;
}

/** The newest mail to an address with this subject (waits for it to arrive). */
export async function mailWithSubject(request: APIRequestContext, email: string, subject: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      found = ((await res.json()) as { data: { subject: string; text: string }[] }).data.find((mail) => mail.subject === subject);
      return found !== undefined;
    }, { message: `a mail "${subject}" to ${email}` })
    .toBe(true);
  return found!;
}

/** How many mails an address has received (up to the mailbox's page). */
export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/** Moves the server's clock forward (demo mode only), e.g. to expire a code. */
export async function advanceServerClock(request: APIRequestContext, minutes: number): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { advance_minutes: minutes } });
  expect(res.ok()).toBe(true);
}

/** A new account made through the API; with `withClient`, its personal data too (in Caracas). */
export async function createAccount(
  request: APIRequestContext,
  options: { email?: string; password?: string; withClient?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? freshEmail('cuenta');
  const password = options.password ?? TEST_PASSWORD;
  expect((await request.get(pinPath(email, 'valid', 'signup'))).status()).toBe(403);
  const pin = await latestCode(request, email);
  expect((await request.post(pinPath(email, 'grant', 'signup'), { data: { email, pin } })).status()).toBe(200);
  expect((await request.post('/api/users', { data: { email, pin, password, password_confirmation: password } })).status()).toBe(201);
  if (options.withClient) {
    const login = await request.post('/api/auth/token', { data: { email, password } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}` };
    const place = await firstPlace(request, 'VE');
    const res = await request.post('/api/clients', {
      headers,
      data: {
        name: 'Carla',
        last_name: 'Rivas',
        email,
        document_id: 'V-12345678',
        phone: '+584121234567',
        address: 'Av. Principal 1',
        ...place,
        type: 'PERSON',
        birth_date: '1990-05-17',
        referral_source: 'friend',
        terms_accepted: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  return { email, password };
}

/** The first state and city of a country, by the API. */
async function firstPlace(request: APIRequestContext, iso: string) {
  const countries = ((await (await request.get('/api/countries')).json()) as { data: { id: number; iso_code: string }[] }).data;
  const country = countries.find((c) => c.iso_code === iso);
  if (!country) throw new Error(`no country ${iso}`);
  const states = ((await (await request.get(`/api/countries/${country.id}/states`)).json()) as { data: { id: number }[] }).data;
  const state = states[0];
  if (!state) throw new Error(`no state in ${iso}`);
  const cities = ((await (await request.get(`/api/countries/${country.id}/states/${state.id}/cities`)).json()) as {
    data: { id: number }[];
  }).data;
  if (!cities[0]) throw new Error(`no city in state ${state.id}`);
  return { country_id: country.id, state_id: state.id, city_id: cities[0].id };
}
