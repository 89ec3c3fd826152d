import type { Http } from './http.ts';
import { ShipmentShareResponseSchema } from './contract/shared-tracking.ts';

/** A shipment's shared tracking links (docs/product.md#shared-tracking). */
export const shipmentSharesApi = (http: Http) => ({
  /** A new link to the shipment's tracking, valid SHARE_VALID_DAYS: its address is shown only now. */
  create: async (shipmentId: number) =>
    (await http.request(ShipmentShareResponseSchema, `api/shipments/${shipmentId}/share`, { method: 'POST' })).data,
  /** Every link of the shipment stops working. */
  revoke: (shipmentId: number) => http.send(`api/shipments/${shipmentId}/share`, { method: 'DELETE' }),
});
export type ShipmentSharesApi = ReturnType<typeof shipmentSharesApi>;
