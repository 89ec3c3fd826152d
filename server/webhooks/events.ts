// The warehouse's webhooks (docs/product.md#webhooks): what a customer did, by name, and where each
// delivery of it stands. Only customers' actions: what the warehouse itself does it already knows.
export const WEBHOOK_TYPES = ['shipment.requested', 'shipment.cancelled', 'payment.submitted', 'pre_alert.created'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** pending: to be sent (or being sent); delivered: a 2xx came back; failed: given up after 24 h. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
