// The contract's shapes that the documents name as components, so a shape met in several answers
// is written once. Their names live here, on the server: the browser's bundle never carries them.
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ZodDefault, type z } from 'zod';
import { UserSchema } from '../../src/api/contract/auth.ts';
import { ClientCreateSchema, ClientSchema } from '../../src/api/contract/client.ts';
import {
  ErrorBodySchema, ErrorCodeSchema, ErrorMetaSchema, LocalizedSchema, PageMetaSchema, PageQuerySchema, PinSentSchema,
} from '../../src/api/contract/envelope.ts';
import { CitySchema, CountrySchema, StateSchema } from '../../src/api/contract/geo.ts';
import { InvoiceItemSchema, InvoiceSchema, InvoiceStatusSchema, OrderSummarySchema, PaymentMethodSchema, PaymentSchema, PaymentStatusSchema } from '../../src/api/contract/invoices.ts';
import { MediaSchema } from '../../src/api/contract/media.ts';
import { NoticeSettingsSchema } from '../../src/api/contract/notice-settings.ts';
import { NoticeKindSchema, NoticeSchema } from '../../src/api/contract/notices.ts';
import { PackageLogSchema, PackageSchema, PackageStatusSchema } from '../../src/api/contract/packages.ts';
import { PreAlertSchema, PreAlertStatusSchema } from '../../src/api/contract/pre-alerts.ts';
import { QuoteRequestSchema, QuoteSchema } from '../../src/api/contract/quotes.ts';
import { RecipientCreateSchema, RecipientSchema } from '../../src/api/contract/recipients.ts';
import { SharedTrackingSchema, ShipmentShareSchema } from '../../src/api/contract/shared-tracking.ts';
import { ShipmentCreateSchema, ShipmentDetailSchema, ShipmentItemSchema, ShipmentSchema, ShipmentStatusSchema, StatusEventSchema, TimelineEventSchema } from '../../src/api/contract/shipments.ts';
import { PAGE_SIZE_MAX } from '../../src/api/contract/limits.ts';
import {
  AgentSchema, AppSettingsSchema, CourierSchema, DepartureSchema, DeparturesQuerySchema, FaqSchema, SiteContentSchema, WarehouseSchema,
} from '../../src/api/contract/site.ts';
import {
  StoredQuoteSchema, WAREHOUSE_PAGE_MAX, WarehousePackageReadSchema, WarehousePageQuerySchema, WarehousePaymentSchema,
  WarehousePreAlertSchema, WarehouseShipmentSchema, WebhookDeliverySchema,
} from '../../src/api/contract/warehouse-reads.ts';
import { WarehouseInvoiceSchema, WarehousePackageSchema, WarehousePaymentReviewSchema, WarehouseShipmentCorrectionSchema, WarehouseShipmentEventResultSchema, WarehouseShipmentEventSchema } from '../../src/api/contract/warehouse.ts';

const NAMED: [string, z.ZodType][] = [
  ['Agent', AgentSchema],
  ['AppSettings', AppSettingsSchema],
  ['City', CitySchema],
  ['Client', ClientSchema],
  ['ClientCreate', ClientCreateSchema],
  ['Country', CountrySchema],
  ['Courier', CourierSchema],
  ['Departure', DepartureSchema],
  ['Error', ErrorBodySchema],
  ['ErrorCode', ErrorCodeSchema],
  ['ErrorMeta', ErrorMetaSchema],
  ['Faq', FaqSchema],
  ['Invoice', InvoiceSchema],
  ['InvoiceIssue', WarehouseInvoiceSchema],
  ['InvoiceItem', InvoiceItemSchema],
  ['InvoiceStatus', InvoiceStatusSchema],
  ['Localized', LocalizedSchema],
  ['Media', MediaSchema],
  ['Notice', NoticeSchema],
  ['NoticeKind', NoticeKindSchema],
  ['NoticeSettings', NoticeSettingsSchema],
  ['OrderSummary', OrderSummarySchema],
  ['Package', PackageSchema],
  ['PackageLog', PackageLogSchema],
  ['PackageReception', WarehousePackageSchema],
  ['PackageStatus', PackageStatusSchema],
  ['PageMeta', PageMetaSchema],
  ['Payment', PaymentSchema],
  ['PaymentMethod', PaymentMethodSchema],
  ['PaymentReview', WarehousePaymentReviewSchema],
  ['PaymentStatus', PaymentStatusSchema],
  ['PinSent', PinSentSchema],
  ['PreAlert', PreAlertSchema],
  ['PreAlertStatus', PreAlertStatusSchema],
  ['Quote', QuoteSchema],
  ['QuoteRequest', QuoteRequestSchema],
  ['Recipient', RecipientSchema],
  ['RecipientCreate', RecipientCreateSchema],
  ['SharedTracking', SharedTrackingSchema],
  ['Shipment', ShipmentSchema],
  ['ShipmentCorrection', WarehouseShipmentCorrectionSchema],
  ['ShipmentCreate', ShipmentCreateSchema],
  ['ShipmentDetail', ShipmentDetailSchema],
  ['ShipmentEvent', WarehouseShipmentEventSchema],
  ['ShipmentItem', ShipmentItemSchema],
  ['ShipmentShare', ShipmentShareSchema],
  ['ShipmentStatus', ShipmentStatusSchema],
  ['SiteContent', SiteContentSchema],
  ['State', StateSchema],
  ['StatusEvent', StatusEventSchema],
  ['StoredQuote', StoredQuoteSchema],
  ['TimelineEvent', TimelineEventSchema],
  ['User', UserSchema],
  ['Warehouse', WarehouseSchema],
  ['WarehousePackage', WarehousePackageReadSchema],
  ['WarehousePayment', WarehousePaymentSchema],
  ['WarehousePreAlert', WarehousePreAlertSchema],
  ['WarehouseShipment', WarehouseShipmentSchema],
  ['WarehouseShipmentEventResult', WarehouseShipmentEventResultSchema],
  ['WebhookDelivery', WebhookDeliverySchema],
];

/**
 * A number in a query is read as text, as a plain decimal (src/api/contract/plain-decimal.ts): the
 * document says what a caller sends, a whole number in its range, not the text pattern it is read with.
 */
const QUERY_NUMBERS: [z.ZodType, { minimum: number; maximum?: number }][] = [
  [PageQuerySchema.shape.page, { minimum: 1 }],
  [PageQuerySchema.shape.page_size, { minimum: 1, maximum: PAGE_SIZE_MAX }],
  [WarehousePageQuerySchema.shape.limit, { minimum: 1, maximum: WAREHOUSE_PAGE_MAX }],
  [DeparturesQuerySchema.shape.country_id, { minimum: 1 }],
];

/** The default the contract gives a query number, as it gives it. */
const defaultOf = (schema: z.ZodType) => (schema instanceof ZodDefault ? { default: schema.def.defaultValue as number } : {});

let named = false;

/** The named shapes, their names (and the query numbers' shapes) registered once. */
export function namedComponents(): [string, z.ZodType][] {
  if (!named) {
    for (const [refId, schema] of NAMED) zodToOpenAPIRegistry.add(schema, { _internal: { refId } });
    for (const [schema, range] of QUERY_NUMBERS) zodToOpenAPIRegistry.add(schema, { type: 'integer', ...range, ...defaultOf(schema) });
  }
  named = true;
  return NAMED;
}
