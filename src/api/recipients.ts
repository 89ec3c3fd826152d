import type { Http } from './http.ts';
import { RecipientResponseSchema, RecipientsResponseSchema, type RecipientCreate } from './contract/recipients.ts';

export const recipientsApi = (http: Http) => ({
  list: async () => (await http.request(RecipientsResponseSchema, 'api/recipients')).data,
  create: async (recipient: RecipientCreate) =>
    (await http.request(RecipientResponseSchema, 'api/recipients', { method: 'POST', body: recipient })).data,
  update: async (id: number, recipient: RecipientCreate) =>
    (await http.request(RecipientResponseSchema, `api/recipients/${id}`, { method: 'PATCH', body: recipient })).data,
  remove: (id: number) => http.send(`api/recipients/${id}`, { method: 'DELETE' }),
});
export type RecipientsApi = ReturnType<typeof recipientsApi>;
