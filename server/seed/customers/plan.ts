// A customer ready to insert: rows keyed by local names instead of database ids, and the files to write.
import type { InvoiceStatus, PaymentStatus } from '../../../src/api/contract/invoices.ts';
import type { NoticeData, NoticeKind } from '../../../src/api/contract/notices.ts';
import type { PackageStatus } from '../../../src/api/contract/packages.ts';
import type { PreAlertStatus } from '../../../src/api/contract/pre-alerts.ts';
import type { ShipmentStatus } from '../../../src/api/contract/shipments.ts';
import type { ClientSpec, ItemType, PaymentMethodKey, RecipientSpec } from './spec.ts';
import type { CourierName } from '../data/couriers.ts';

export type MediaOwner = 'package' | 'pre_alert' | 'shipment' | 'invoice' | 'payment' | 'profile';

export type FilePlan = {
  owner: MediaOwner;
  ownerKey: string;
  storage_name: string;
  name: string;
  mime_type: string;
  data: Buffer;
  created_at: Date;
};

/** A status event: a package's or a shipment's status, and when it was reached. */
export type EventPlan<K extends string = PackageStatus | ShipmentStatus> = { key: K; created_at: Date };

type PackagePlan = {
  key: string;
  content: string;
  courier: CourierName;
  provider: string;
  tracking: string;
  status: PackageStatus;
  destination: string;
  cost: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_lb: number;
  description: string | null;
  received_on: string;
  shipmentKey: string | null;
  created_at: Date;
  events: EventPlan<PackageStatus>[];
};

export type PreAlertPlan = {
  key: string;
  courier: CourierName;
  tracking: string;
  provider: string;
  cost: number;
  content: string;
  arriving_at: string;
  recipient: string;
  status: PreAlertStatus;
  created_at: Date;
};

export type ItemPlan = {
  packageKey: string | null;
  package_number: string;
  content: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_lb: number;
  item_type: ItemType;
  declared_cost: number;
  total_price: number;
};

type ShipmentPlan = {
  key: string;
  tracking: string;
  recipientKey: string;
  shipment_type: 'air' | 'ocean';
  repack: boolean;
  status: ShipmentStatus;
  departure_at: Date | null;
  destination: string;
  delivery_address: string;
  paymentMethodKey: PaymentMethodKey | null;
  created_at: Date;
  events: EventPlan<ShipmentStatus>[];
  items: ItemPlan[];
};

export type PaymentPlan = {
  key: string;
  methodKey: PaymentMethodKey;
  amount: number;
  /** The method's surcharge it was made with, in percent. */
  recharge_percent: number;
  reference: string | null;
  payment_status: PaymentStatus;
  paid_at: Date | null;
  created_at: Date;
};

export type InvoicePlan = {
  key: string;
  shipmentKey: string | null;
  friendly_name: string;
  bill_to_name: string;
  status: InvoiceStatus;
  paid_at: Date | null;
  created_at: Date;
  items: { description: string; quantity: number; unit_price: number }[];
  payments: PaymentPlan[];
};

/** A notice, linked by the local keys of its records. */
export type NoticePlan = {
  kind: NoticeKind;
  packageKey: string | null;
  shipmentKey: string | null;
  invoiceKey: string | null;
  paymentKey: string | null;
  data: NoticeData;
  read_at: Date | null;
  created_at: Date;
};

export type CustomerPlan = {
  email: string;
  password: string;
  created_at: Date;
  client: (Omit<ClientSpec, 'sinceHours'> & { email: string; terms_accepted_at: Date; created_at: Date }) | null;
  recipients: (RecipientSpec & { created_at: Date })[];
  packages: PackagePlan[];
  preAlerts: PreAlertPlan[];
  shipments: ShipmentPlan[];
  invoices: InvoicePlan[];
  notices: NoticePlan[];
  files: FilePlan[];
};
