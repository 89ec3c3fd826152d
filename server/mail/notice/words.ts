// What a notice's e-mail says, per kind (docs/product.md#notices): a subject that tells what
// happened, its lines, the facts that matter of the record (a package's store, content, weight and
// photos; a shipment's status, destination, recipient and packages; an invoice's lines, total and
// pay-by date; the last free day of each package whose free storage ends) and where to go next.
import { KG_PER_LB } from '../../../src/api/contract/limits.ts';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../../../src/api/contract/shipments.ts';
import { freeUntil } from '../../rules/free-storage.ts';
import { round2 } from '../../rules/round.ts';
import { calendarDate, dollars, kilograms, labelOf } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.ts';
import { companyDay, daysAfter } from './company-day.ts';
import type { EndingPackage, NoticeMailFacts } from './facts.ts';
import type { MailContent, MailLink } from './layout.ts';
import { noticeLink, portalPaths } from './portal-links.ts';

export type NoticeWords = Pick<MailContent, 'subject' | 'lines' | 'facts' | 'table' | 'links'>;

/** The settings the words read: the portal's address, the free days, the company's calendar. */
export type WordSettings = { publicUrl: string; freeStorageDays: number; companyTimeZone: string; invoiceDueDays: number };

type Fact = [label: string, value: string];
/** A fact the e-mail lists when it is known. */
const fact = (label: string, value: string | null | undefined): Fact[] => (value ? [[label, value]] : []);

const isShipmentStatus = (status: string): status is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(status);

export function noticeWords(facts: NoticeMailFacts, t: Messages, settings: WordSettings): NoticeWords {
  const m = t.noticeMail;
  const f = m.facts;
  const date = (isoDate: string) => calendarDate(isoDate, facts.language);
  const money = (amount: number) => dollars(amount, facts.language);
  const portal = (path: string) => `${settings.publicUrl}${path}`;
  const target = noticeLink(facts.kind, facts);
  const open: MailLink[] = target ? [{ url: portal(target.path), label: m.open[target.record] }] : [];
  const invoice = facts.invoiceName ?? '';
  const note = facts.data.note ? [m.note(facts.data.note)] : [];
  const nothing = { facts: [], table: null };
  switch (facts.kind) {
    case 'PACKAGE_RECEIVED': {
      const tracking = facts.packageTracking ?? '';
      // The day it was received, as the package keeps it: the mail may go out days after.
      const receivedOn = facts.receivedOn ?? facts.createdAt.toISOString().slice(0, 10);
      const lastFreeDay = freeUntil('IN_WAREHOUSE', receivedOn, settings.freeStorageDays) ?? receivedOn;
      const bought = facts.package;
      return {
        subject: m.packageReceived.subject(tracking),
        lines: [m.packageReceived.text(tracking, date(receivedOn), date(lastFreeDay))],
        facts: [
          [f.tracking, tracking],
          ...fact(f.store, bought?.store),
          ...fact(f.content, bought?.content),
          ...fact(f.weight, bought && kilograms(round2(bought.weightLb * KG_PER_LB), facts.language)),
          ...fact(f.photos, bought && m.photoCount(bought.photos)),
          [f.freeUntil, date(lastFreeDay)],
        ],
        table: null,
        links: open,
      };
    }
    case 'SHIPMENT_STATUS': {
      const tracking = facts.shipmentTracking ?? '';
      const status = facts.data.status ?? '';
      const label = labelOf(t.labels.shipmentStatus, status);
      const happened = isShipmentStatus(status) ? m.shipmentStatus[status](tracking) : m.shipmentOtherStatus(tracking, label);
      const shipment = facts.shipment;
      return {
        subject: facts.data.corrected ? m.shipmentCorrected.subject(tracking) : happened,
        lines: [facts.data.corrected ? m.shipmentCorrected.text(tracking, label) : `${happened}.`, ...note],
        facts: [
          [f.status, label],
          ...fact(f.destination, shipment?.destination),
          ...fact(f.recipient, shipment && m.recipientIn(shipment.recipient.name, shipment.recipient.city)),
          ...fact(f.packages, shipment && m.packageCount(shipment.packages.length)),
        ],
        table: shipment?.packages.length
          ? { columns: [{ title: f.tracking }, { title: f.content }], rows: shipment.packages.map((item) => ({ cells: [item.number, item.content] })) }
          : null,
        links: open,
      };
    }
    case 'INVOICE_ISSUED': {
      const bill = facts.invoice;
      const total = money(bill?.total ?? 0);
      const payBy = date(daysAfter(companyDay(bill?.issuedAt ?? facts.createdAt, settings.companyTimeZone), settings.invoiceDueDays));
      const pay: MailLink[] = bill && bill.stillDue > 0 && facts.invoiceId !== null ? [{ url: portal(portalPaths.paymentMethod(facts.invoiceId)), label: m.pay }] : [];
      return {
        subject: m.invoiceIssued.subject(invoice, total),
        lines: [m.invoiceIssued.text(invoice, payBy)],
        facts: [
          [f.invoice, invoice],
          ...fact(f.shipment, facts.shipmentTracking),
          // The lines' table ends with the total.
          ...fact(f.total, bill?.lines.length ? null : total),
          [f.payBy, payBy],
        ],
        table: bill?.lines.length
          ? {
              columns: [{ title: m.lines.description }, { title: m.lines.amount, numeric: true }],
              rows: bill.lines.map((line) => ({ cells: [line.description, money(line.amount)], note: `${new Intl.NumberFormat(facts.language).format(line.quantity)} × ${money(line.unitPrice)}` })),
              total: [f.total, total],
            }
          : null,
        links: [...pay, ...open],
      };
    }
    case 'INVOICE_VOID':
      return {
        subject: m.invoiceVoid.subject(invoice),
        lines: [m.invoiceVoid.text(invoice, facts.shipmentTracking ?? '')],
        facts: [[f.invoice, invoice], ...fact(f.shipment, facts.shipmentTracking)],
        table: null,
        links: open,
      };
    case 'PAYMENT_APPROVED':
      return { subject: m.paymentApproved.subject(invoice), lines: [m.paymentApproved.text(invoice)], ...nothing, links: open };
    case 'PAYMENT_REJECTED':
      return { subject: m.paymentRejected.subject(invoice), lines: [m.paymentRejected.text(invoice), ...note], ...nothing, links: open };
    case 'STORAGE_ENDING':
      return storageEndingWords(facts, t, portal, open);
  }
}

/** One package's last free day, or the day's several in one e-mail, soonest first. */
function storageEndingWords(facts: NoticeMailFacts, t: Messages, portal: (path: string) => string, open: MailLink[]): NoticeWords {
  const m = t.noticeMail;
  const date = (isoDate: string) => calendarDate(isoDate, facts.language);
  const own: EndingPackage = { packageId: facts.packageId ?? 0, tracking: facts.packageTracking ?? '', content: '', freeUntil: facts.data.free_until ?? '' };
  const endings = (facts.endings.length ? facts.endings : [own]).toSorted((a, b) => a.freeUntil.localeCompare(b.freeUntil) || a.tracking.localeCompare(b.tracking));
  const [first] = endings as [EndingPackage, ...EndingPackage[]];
  if (endings.length === 1) {
    const lastDay = date(first.freeUntil);
    return {
      subject: m.storageEnding.subject(first.tracking, lastDay),
      lines: [m.storageEnding.text(first.tracking, lastDay)],
      facts: [[m.facts.tracking, first.tracking], ...fact(m.facts.content, first.content), [m.facts.lastFreeDay, lastDay]],
      table: null,
      links: first.packageId ? [{ url: portal(portalPaths.packageDetail(first.packageId)), label: m.open.package }] : open,
    };
  }
  return {
    subject: m.storageEndingDigest.subject(endings.length, date(first.freeUntil)),
    lines: [m.storageEndingDigest.text(endings.length)],
    facts: [],
    table: {
      columns: [{ title: m.facts.tracking }, { title: m.facts.content }, { title: m.facts.lastFreeDay, numeric: true }],
      rows: endings.map((ending) => ({ cells: [ending.tracking, ending.content, date(ending.freeUntil)] })),
    },
    links: [{ url: portal(portalPaths.packages), label: m.open.packages }],
  };
}
