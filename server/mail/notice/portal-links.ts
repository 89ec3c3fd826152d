// The portal's pages a notice e-mail links to. The same paths as src/lib/paths.ts, which the server
// may not import (docs/architecture.md#layers-and-imports); tests/server/notice-mail.test.ts keeps them equal.
import type { NoticeKind } from '../../../src/api/contract/notices.ts';

export const portalPaths = {
  /** The packages list: where a day's "free storage ends" e-mail about several packages leads. */
  packages: '/home/package',
  packageDetail: (id: number) => `/home/package/${id}`,
  shipmentDetail: (id: number) => `/home/my-shipments/${id}`,
  invoiceDetail: (id: number) => `/home/invoice/${id}`,
  /** Where a reviewed payment shows: its invoice's payments tab. */
  invoicePayments: (id: number) => `/home/invoice/${id}?tab=payments`,
  /** The checkout's first page: the issued invoice's pay button. */
  paymentMethod: (invoiceId: number) => `/home/invoice/payment-method/${invoiceId}`,
  /** Where the e-mail switches are turned back on (the unsubscribe page links it). */
  settings: '/home/user-information/settings',
};

export type NoticeRecords = { packageId: number | null; shipmentId: number | null; invoiceId: number | null };

/** The record a notice's e-mail opens, as the notices page links it; null when it names none. */
export function noticeLink(kind: NoticeKind, { packageId, shipmentId, invoiceId }: NoticeRecords): { path: string; record: 'package' | 'shipment' | 'invoice' } | null {
  switch (kind) {
    case 'PACKAGE_RECEIVED':
    case 'STORAGE_ENDING':
      return packageId === null ? null : { path: portalPaths.packageDetail(packageId), record: 'package' };
    case 'SHIPMENT_STATUS':
      return shipmentId === null ? null : { path: portalPaths.shipmentDetail(shipmentId), record: 'shipment' };
    case 'INVOICE_ISSUED':
    case 'INVOICE_VOID':
      return invoiceId === null ? null : { path: portalPaths.invoiceDetail(invoiceId), record: 'invoice' };
    case 'PAYMENT_APPROVED':
    case 'PAYMENT_REJECTED':
      return invoiceId === null ? null : { path: portalPaths.invoicePayments(invoiceId), record: 'invoice' };
  }
}
