import type { Http } from './http.ts';
import { ClientResponseSchema, type ClientCreate, type ClientUpdate } from './contract/client.ts';

export const clientsApi = (http: Http) => ({
  create: async (client: ClientCreate) =>
    (await http.request(ClientResponseSchema, 'api/clients', { method: 'POST', body: client })).data,
  update: async (id: number, client: ClientUpdate) =>
    (await http.request(ClientResponseSchema, `api/clients/${id}`, { method: 'PATCH', body: client })).data,
});
export type ClientsApi = ReturnType<typeof clientsApi>;
