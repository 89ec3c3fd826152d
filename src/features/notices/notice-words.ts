import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notice } from '../../api/contract/notices.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { shipmentStatusLabel } from '../../lib/shipment-status.ts';

/** What a notice says and the record it opens (docs/product.md#notices); null when it names none. */
export type NoticeWords = { text: string; href: string | null };

/** A notice in the customer's words, per kind; a kind the portal does not know yet still says something and opens nothing. */
export function noticeWords(i18n: I18n, notice: Notice): NoticeWords {
  const tracking = notice.package?.tracking ?? notice.shipment?.tracking ?? '';
  const invoice = notice.invoice?.friendly_name ?? '';
  const packageHref = notice.package ? paths.packageDetail(notice.package.id) : null;
  const invoiceHref = notice.invoice ? paths.invoiceDetail(notice.invoice.id) : null;
  // A reviewed payment shows on its invoice's payments tab.
  const paymentHref = notice.invoice ? paths.invoicePayments(notice.invoice.id) : null;
  switch (notice.kind) {
    case 'PACKAGE_RECEIVED':
      return { text: i18n._(msg`We received your package ${tracking}`), href: packageHref };
    case 'SHIPMENT_STATUS': {
      const known = notice.status ? shipmentStatusLabel(notice.status) : null;
      const status = known ? i18n._(known) : (notice.status_label ?? notice.status ?? '');
      const href = notice.shipment ? paths.shipmentDetail(notice.shipment.id) : null;
      // A correction is said once, as such, never as a move backwards (docs/product.md#corrections).
      if (notice.corrected) return { text: i18n._(msg`Your shipment ${tracking}: status corrected to ${status}`), href };
      return { text: i18n._(msg`Your shipment ${tracking}: ${status}`), href };
    }
    case 'INVOICE_ISSUED':
      return { text: i18n._(msg`Invoice ${invoice} issued`), href: invoiceHref };
    case 'INVOICE_VOID':
      return { text: i18n._(msg`Invoice ${invoice} void: you owe nothing on it`), href: invoiceHref };
    case 'PAYMENT_APPROVED':
      return { text: invoice ? i18n._(msg`Payment approved: invoice ${invoice}`) : i18n._(msg`Payment approved`), href: paymentHref };
    case 'PAYMENT_REJECTED': {
      const note = notice.note ?? '';
      if (invoice && note) return { text: i18n._(msg`Payment rejected: invoice ${invoice}. ${note}`), href: paymentHref };
      if (invoice) return { text: i18n._(msg`Payment rejected: invoice ${invoice}`), href: paymentHref };
      return { text: note ? i18n._(msg`Payment rejected: ${note}`) : i18n._(msg`Payment rejected`), href: paymentHref };
    }
    case 'STORAGE_ENDING': {
      const date = notice.free_until ? formatCalendarDate(i18n.locale, notice.free_until) : '';
      return {
        text: tracking ? i18n._(msg`Free storage of your package ${tracking} ends on ${date}`) : i18n._(msg`Your free storage ends on ${date}`),
        href: packageHref,
      };
    }
    default:
      return { text: i18n._(msg`Something changed in your account`), href: packageHref ?? invoiceHref };
  }
}
