import type { Http } from './http.ts';
import {
  ShipmentItemPageSchema,
  ShipmentLogsResponseSchema,
  ShipmentPageSchema,
  ShipmentResponseSchema,
  type ShipmentCreate,
} from './contract/shipments.ts';

const pageQuery = (page: number, pageSize: number) => ({ query: { page, page_size: pageSize } });

export const shipmentsApi = (http: Http) => ({
  /** A page of the customer's shipments, newest first. */
  list: (page: number, pageSize: number) => http.request(ShipmentPageSchema, 'api/shipments', pageQuery(page, pageSize)),
  /** One shipment with its pieces; NOT_FOUND when it is not the customer's. */
  get: async (id: number) => (await http.request(ShipmentResponseSchema, `api/shipments/${id}`)).data,
  /** A page of a shipment's pieces. */
  items: (id: number, page: number, pageSize: number) =>
    http.request(ShipmentItemPageSchema, `api/shipments/${id}/items`, pageQuery(page, pageSize)),
  /** The shipment's status events, in the server's order (oldest first). */
  logs: async (id: number) => (await http.request(ShipmentLogsResponseSchema, `api/shipments/${id}/logs`)).data,
  /** A consolidation request (docs/product.md#consolidation-requests): REQUESTED, with its quote. Only with the company's switch on. */
  create: async (request: ShipmentCreate) =>
    (await http.request(ShipmentResponseSchema, 'api/shipments', { method: 'POST', body: request })).data,
  /** Cancels a REQUESTED shipment: its packages are free again. */
  cancel: (id: number) => http.send(`api/shipments/${id}`, { method: 'DELETE' }),
});
export type ShipmentsApi = ReturnType<typeof shipmentsApi>;
