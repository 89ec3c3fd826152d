// The reference server's API as the demo customer, for what a driver prepares or gives back
// (a shipment's shared link, a recipient it added): its bearer, by the API's own sign-in.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/session.ts';

/** The demo customer's Authorization header on the server `request` talks to. */
export async function demoBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/token', { data: DEMO_CUSTOMER });
  expect(login.status(), 'the demo customer signs in through the API').toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}
