// The company's warehouse system, as the specs play it: events reported through the warehouse API
// (docs/product.md#the-warehouse-api) with the e2e servers' key, as docs/operations.md's curl does.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { WarehousePackageRead } from '../../src/api/contract/warehouse-reads.ts';
import { IDEMPOTENCY_KEY_HEADER, type WarehousePackage } from '../../src/api/contract/warehouse.ts';
import { E2E_WAREHOUSE_KEY } from './servers.ts';

/** A tracking no other test uses (upper case, as the warehouse reads labels). */
export const freshTracking = (label: string) => `${label}${randomBytes(5).toString('hex')}`.toUpperCase();

/** The locker of an account made with its personal data (createAccount's `withClient`), through the customers' API. */
export async function lockerOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/token', { data: account });
  expect(login.status(), `${account.email} signs in through the API`).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { client } = ((await me.json()) as { data: { client: { locker: string } | null } }).data;
  if (!client) throw new Error(`${account.email} has no personal data, so no locker`);
  return client.locker;
}

/**
 * The warehouse receives a package in a locker (weighed and measured: 2.5 kg, 30×20×10 cm unless
 * given), and the server answers the package as the warehouse's reads show it.
 */
export async function receivePackage(
  request: APIRequestContext,
  received: Pick<WarehousePackage, 'locker' | 'tracking'> & Partial<WarehousePackage>,
): Promise<WarehousePackageRead> {
  const [courier] = ((await (await request.get('/api/us-couriers')).json()) as { data: { id: number }[] }).data;
  if (!courier) throw new Error('no US courier to receive a package from');
  const response = await request.post('/api/warehouse/packages', {
    headers: { Authorization: `Bearer ${E2E_WAREHOUSE_KEY}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-${randomBytes(8).toString('hex')}` },
    data: { us_courier_id: courier.id, weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 10, ...received },
  });
  expect(response.status(), `the warehouse receives ${received.tracking} in ${received.locker}`).toBe(201);
  return ((await response.json()) as { data: WarehousePackageRead }).data;
}

/** The JPEG signature and a few bytes: the server tells a photo by its first bytes. */
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

/** The warehouse adds a photo to a package it received (its notice e-mail goes with the first). */
export async function addPhoto(request: APIRequestContext, packageId: number): Promise<void> {
  const response = await request.post(`/api/warehouse/packages/${packageId}/photos`, {
    headers: { Authorization: `Bearer ${E2E_WAREHOUSE_KEY}` },
    multipart: { photo: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
  });
  expect(response.status(), `the warehouse adds a photo to package ${packageId}`).toBe(201);
}
