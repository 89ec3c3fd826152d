// What a webhook says (docs/product.md#webhooks): `{type, timestamp, data}`, `data` the record as
// the warehouse's reads give it, read in the customer's transaction: as it was when they acted.
import type { WarehousePayment, WarehousePreAlert, WarehouseShipment } from '../../src/api/contract/warehouse-reads.ts';
import type { Db } from '../db/open.ts';
import { paymentById, serializePayment } from '../serializers/warehouse-reads/payments.ts';
import { serializePreAlert } from '../serializers/warehouse-reads/pre-alerts.ts';
import { serializeShipment, shipmentById } from '../serializers/warehouse-reads/shipments.ts';
import type { MediaSigner } from '../media/sign.ts';
import type { WebhookType } from '../../src/api/contract/warehouse-reads.ts';
import { preAlertById } from './pre-alert-read.ts';

type WebhookData = WarehouseShipment | WarehousePayment | WarehousePreAlert;
export type WebhookPayload = { type: WebhookType; timestamp: string; data: WebhookData };

type Read = (db: Db, signer: MediaSigner, id: number) => Promise<WebhookData | undefined>;

const shipment: Read = async (db, signer, id) => {
  const row = await shipmentById(db, id);
  return row && serializeShipment(signer, row);
};
const payment: Read = async (db, signer, id) => {
  const row = await paymentById(db, id);
  return row && serializePayment(signer, row);
};
const preAlert: Read = async (db, _signer, id) => {
  const row = await preAlertById(db, id);
  return row && serializePreAlert(row);
};

const READS: Record<WebhookType, Read> = {
  'shipment.requested': shipment,
  'shipment.cancelled': shipment,
  'payment.submitted': payment,
  'pre_alert.created': preAlert,
};

/** The payload of `type` about the record `id`, happened at `at`. */
export async function webhookPayload(db: Db, signer: MediaSigner, type: WebhookType, id: number, at: Date): Promise<WebhookPayload> {
  const data = await READS[type](db, signer, id);
  if (!data) throw new Error(`The record of the ${type} webhook (${id}) does not exist`);
  return { type, timestamp: at.toISOString(), data };
}
