// What a demo customer is made of, written declaratively; build.ts turns it into rows and files.
// Times are "hours before now", so the data always looks current.
import type { InvoiceStatus, PaymentStatus } from '../../../src/api/contract/invoices.ts';
import type { PackageStatus } from '../../../src/api/contract/packages.ts';
import type { PreAlertStatus } from '../../../src/api/contract/pre-alerts.ts';
import type { ShipmentStatus } from '../../../src/api/contract/shipments.ts';
import type { CourierName } from '../data/couriers.ts';

type ShipmentType = 'air' | 'ocean';
export type ItemType = 'BOX' | 'ENVELOPE' | 'PALLET';
export type PaymentMethodKey = 'zelle' | 'bank-transfer' | 'pago-movil' | 'paypal' | 'cash';

/** A place by names, resolved against the seeded geography. */
type Place = { country: string; state: string; city: string };

export type ClientSpec = Place & {
  name: string;
  last_name: string;
  document_id: string;
  phone: string;
  landline_phone: string | null;
  address: string;
  birth_date: string;
  gender: string | null;
  zip_code: string | null;
  locker: string;
  referral_source: string;
  /** When the account was opened. */
  sinceHours: number;
};

export type RecipientSpec = Place & {
  key: string;
  name: string;
  last_name: string;
  document_id: string;
  email: string | null;
  phone: string;
  landline_phone: string | null;
  address: string;
  address_2: string | null;
  zip_code: string;
};

type PackageSpec = {
  key: string;
  content: string;
  provider: string;
  courier: CourierName;
  cost: number;
  /** Length, width, height in cm. */
  dims: readonly [number, number, number];
  weight_lb: number;
  status: PackageStatus;
  description?: string;
  /** Hours before now of its first warehouse event: RECEIVED, or PRE_ALERTED when it never arrived. */
  hours: number;
  shipment?: string;
  item_type?: ItemType;
  /** The warehouse photographed it on arrival (a photo of the package, docs/product.md#details). */
  photographed?: boolean;
};

export type PreAlertSpec = {
  /** The package it announces (tracking, carrier, store, value and content are taken from it). */
  package?: string;
  courier?: CourierName;
  provider?: string;
  cost?: number;
  content?: string;
  /** Days from now of the expected arrival, for a pre-alert with no package yet. */
  arrivingInDays?: number;
  createdHours?: number;
  recipient: string;
  status: Extract<PreAlertStatus, 'PENDING' | 'RECEIVED' | 'NEVER_ARRIVED'>;
  file: 'pdf' | 'png';
  /** The order lines printed on the store invoice. */
  lines: readonly (readonly [string, number])[];
};

export type ExtraItemSpec = {
  content: string;
  dims: readonly [number, number, number];
  weight_lb: number;
  item_type: ItemType;
  declared_cost: number;
};

export type PaymentSpec = {
  method: PaymentMethodKey;
  /** A share of the invoice total (0–1), or the rest of what is owed. */
  share: number | 'rest';
  status: PaymentStatus;
  reference: string | null;
  /** Hours after the invoice was issued. */
  after: number;
};

type InvoiceSpec = {
  status: InvoiceStatus;
  payments: readonly PaymentSpec[];
  /** Hours after the shipment was created. */
  after: number;
};

export type ShipmentSpec = {
  key: string;
  type: ShipmentType;
  /** Any but REQUESTED and NEVER_ARRIVED: the seed builds the journey up to it (build.ts refuses those). */
  status: ShipmentStatus;
  recipient: string;
  repack: boolean;
  /** Hours before now of its latest status event. */
  lastEventHours: number;
  extraItems?: readonly ExtraItemSpec[];
  /** Repacked shipments: the packages travel as these pieces instead of one piece each. */
  repackedItems?: readonly (ExtraItemSpec & { package: string })[];
  photos: number;
  invoice?: InvoiceSpec;
};

/** An invoice with no shipment (storage, fees). */
type LooseInvoiceSpec = {
  key: string;
  createdHours: number;
  lines: readonly { description: string; quantity: number; unit_price: number }[];
  status: InvoiceStatus;
  payments: readonly PaymentSpec[];
};

/**
 * A notice the customer was given (docs/product.md#notices), dated by the event it tells of: a
 * package's reception, a shipment's status, an invoice's issue, a payment's review (the `payment`th
 * of the invoice's payments). Free storage ending is left to the server's check.
 */
export type NoticeSpec = { read: boolean } & (
  | { kind: 'PACKAGE_RECEIVED'; package: string }
  | { kind: 'SHIPMENT_STATUS'; shipment: string; status: ShipmentStatus }
  | { kind: 'INVOICE_ISSUED'; invoice: string }
  | { kind: 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED'; invoice: string; payment: number; note?: string }
);

export type CustomerSpec = {
  email: string;
  password: string;
  client: ClientSpec | null;
  recipients: readonly RecipientSpec[];
  packages: readonly PackageSpec[];
  preAlerts: readonly PreAlertSpec[];
  shipments: readonly ShipmentSpec[];
  looseInvoices?: readonly LooseInvoiceSpec[];
  notices?: readonly NoticeSpec[];
};
