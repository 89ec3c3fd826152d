// The demo customer's API on the e2e server whose consolidation switch is on (E2E_SERVERS.shipping):
// the consolidation paths set up and clean up through it. The `request` fixture must have that
// server as its base URL (the spec's test.use), so the token is that server's.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/session.ts';

export type ApiPackage = { id: number; content: string; status: string; shipment: { id: number } | null };
export type ApiRecipient = Record<string, unknown> & { id: number; name: string; last_name: string; display_name: string };

export type ShippingApi = {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
  remove(path: string): Promise<number>;
};

/** Signs the demo customer in on the request's server and gives its calls (Spanish answers). */
export async function shippingApi(request: APIRequestContext): Promise<ShippingApi> {
  const login = await request.post('/api/auth/token', { data: DEMO_CUSTOMER });
  expect(login.status(), 'the demo customer signs in on the shipping server').toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'es' };
  return {
    async get<T>(path: string) {
      const response = await request.get(path, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
    async post<T>(path: string, data: unknown) {
      const response = await request.post(path, { headers, data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
      return ((await response.json()) as { data: T }).data;
    },
    async remove(path: string) {
      return (await request.delete(path, { headers })).status();
    },
  };
}

/** A copy of an existing recipient under a new name, made through the API (the paths may delete it). */
export function recipientCopy(recipient: ApiRecipient, name: string) {
  const keep = ['document_id', 'email', 'phone', 'landline_phone', 'address', 'address_2', 'country_id', 'state_id', 'city_id', 'zip_code'];
  const copy: Record<string, unknown> = Object.fromEntries(keep.filter((key) => recipient[key] != null).map((key) => [key, recipient[key]]));
  return { ...copy, name, last_name: 'Consolidación', type: 'PERSON' };
}
