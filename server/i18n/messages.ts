// Server texts live in one module per language; this picks the module for a request.
import type { ErrorCode } from '../../src/api/contract/envelope.ts';
import type { InvoiceStatus, PaymentStatus } from '../../src/api/contract/invoices.ts';
import type { NoticeKind } from '../../src/api/contract/notices.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import type { QuoteLineCode } from '../../src/api/contract/quotes.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export type Messages = {
  errors: Record<ErrorCode, string>;
  invalidJson: string;
  bodyTooLarge: string;
  /** USER_NOT_FOUND on recovery; the e-mail is the last word (the portal shows it). */
  userNotFound: (email: string) => string;
  /** PIN_ACCESS_REQUIRED when no code was just sent: the code lapsed, was used or spent its tries. */
  pinLapsed: string;
  validation: {
    required: string;
    invalidType: string;
    email: string;
    date: string;
    datetime: string;
    digits: string;
    phone: string;
    format: string;
    /** A number sent as text that is not a plain decimal (docs/product.md#input-rules). */
    plainDecimal: string;
    tooShort: (min: number) => string;
    tooLong: (max: number) => string;
    tooSmall: (min: number) => string;
    /** A number that must be strictly more than `min` (an amount > 0). */
    greaterThan: (min: number) => string;
    tooBig: (max: number) => string;
    integer: string;
    multipleOf: (step: number) => string;
    invalidValue: string;
    accepted: string;
    confirmation: string;
    unknownKeys: string;
    /** An unknown field, named by its own key (docs/product.md#the-warehouse-api). */
    unknownField: string;
    /** A value outside an enum: the values allowed. */
    oneOf: (values: readonly string[]) => string;
    /** A field of the profile that an update may repeat but not change. */
    cannotChange: string;
    /** The profile's e-mail must be the account's. */
    accountEmail: string;
    minimumAge: (years: number) => string;
    clientExists: string;
    clientMissing: string;
    /** The body's e-mail of a PIN grant must be the path's. */
    pinEmail: string;
    /** A pre-alert's expected arrival, at most ARRIVAL_WINDOW_DAYS before or after today. */
    arrivingAt: (days: number) => string;
    /** A payment's amount (USD) over what is still due plus the method's surcharge on it (that most, in USD). */
    amountOverDue: (most: number) => string;
    /** Pending payments already cover the debt (docs/product.md#payment-under-review). */
    paymentUnderReview: string;
    /** A payment on an invoice that owes nothing. */
    invoicePaid: string;
    /** A new recipient past RECIPIENTS_MAX. */
    recipientsFull: (max: number) => string;
    /** A quote or a shipment to a country with no rates for the service. */
    noRates: string;
    /** The contract's rules between fields (QUOTE_RULES), by name: a quote names both pieces and packages, or neither. */
    piecesOrPackages: string;
    /** Insurance asked without a declared value, or a declared value without insurance. */
    insuranceNeedsValue: string;
    valueNeedsInsurance: string;
    /** A package of a consolidation: another customer's or missing, not in the warehouse, or already in a shipment. */
    packageNotFound: (id: number) => string;
    packageNotInWarehouse: (id: number) => string;
    packageInShipment: (id: number) => string;
    /** A shipment that the warehouse has started on can no longer be cancelled. */
    notCancellable: string;
    /** The warehouse API (docs/product.md#the-warehouse-api): a tracking number received before, in any account. */
    trackingReceived: string;
    /** A shipment that has its invoice already. */
    shipmentInvoiced: string;
    /** A payment approved or rejected before. */
    /** A scan dated further ahead of the server's clock than scanners drift. */
    occurredAtAhead: (minutes: number) => string;
    occurredAtBeforeRequest: string;
    invoiceVoid: string;
    idempotencyKeyReused: string;
    /** A shipment with SHARE_LINKS_ACTIVE_MAX working links (docs/product.md#shared-tracking). */
    shareLinksFull: (max: number) => string;
  };
  upload: {
    /** The body of an upload route is not multipart/form-data. */
    multipart: string;
    tooLarge: (maxBytes: number) => string;
    /** `labels` are the allowed types' names: JPEG, PNG, PDF. */
    unsupported: (labels: readonly string[]) => string;
  };
  /** Names of the server's status keys and kinds; an unknown key is shown as it is. */
  labels: {
    quoteLine: Record<QuoteLineCode, string>;
    packageStatus: Record<PackageStatus, string>;
    shipmentStatus: Record<ShipmentStatus, string>;
    shipmentType: Record<string, string>;
    invoiceStatus: Record<InvoiceStatus, string>;
    itemType: Record<string, string>;
    paymentStatus: Record<PaymentStatus, string>;
  };
  /** The page of a shared tracking link (docs/product.md#shared-tracking). */
  sharedTracking: {
    /** Where every shipment leaves from: the warehouse's country. */
    originCountry: string;
  };
  mail: {
    pinSubject: string;
    pinText: (pin: string, minutes: number) => string;
    /** After a recovery or a password change: the owner learns of it, whoever did it. */
    passwordChangedSubject: string;
    passwordChangedText: string;
  };
  /** The one-click unsubscribe page of a notice e-mail (docs/product.md#notices), in the customer's language. */
  unsubscribe: {
    /** What a kind's e-mails are about, to end "the e-mails about …". */
    kinds: Record<NoticeKind, string>;
    title: string;
    ask: (about: string) => string;
    kept: string;
    button: string;
    doneTitle: string;
    done: (about: string) => string;
    turnBackOn: string;
    settingsLink: string;
    invalidTitle: string;
    invalid: string;
    portalLink: string;
    tooMany: string;
  };
  mailbox: {
    title: string;
    intro: string;
    label: string;
    submit: string;
    empty: string;
    none: string;
    sentAt: string;
  };
  /**
   * A notice's e-mail (docs/product.md#notices): per kind its subject, which says what happened, and
   * its words; dates come written as calendar dates, without times, and money as the portal writes it.
   */
  noticeMail: {
    greeting: (name: string) => string;
    packageReceived: { subject: (tracking: string) => string; text: (tracking: string, receivedOn: string, freeUntil: string) => string };
    /** What happened to a shipment, a sentence per status: the subject, and the e-mail's first line. */
    shipmentStatus: Record<ShipmentStatus, (tracking: string) => string>;
    /** A status the labels do not know, named as it is. */
    shipmentOtherStatus: (tracking: string, status: string) => string;
    /** A status an operator corrected: said once, never as a move backwards (docs/product.md#corrections). */
    shipmentCorrected: { subject: (tracking: string) => string; text: (tracking: string, status: string) => string };
    invoiceIssued: { subject: (invoice: string, total: string) => string; text: (invoice: string, payBy: string) => string };
    invoiceVoid: { subject: (invoice: string) => string; text: (invoice: string, tracking: string) => string };
    paymentApproved: { subject: (invoice: string) => string; text: (invoice: string) => string };
    paymentRejected: { subject: (invoice: string) => string; text: (invoice: string) => string };
    storageEnding: { subject: (tracking: string, lastDay: string) => string; text: (tracking: string, lastDay: string) => string };
    /** A customer's "free storage ends" of one day, in one e-mail: `count` packages, the first of them ending on `lastDay`. */
    storageEndingDigest: { subject: (count: number, lastDay: string) => string; text: (count: number) => string };
    /** The names of the facts the e-mail lists. */
    facts: {
      tracking: string;
      store: string;
      content: string;
      weight: string;
      photos: string;
      receivedOn: string;
      freeUntil: string;
      status: string;
      destination: string;
      recipient: string;
      packages: string;
      invoice: string;
      shipment: string;
      total: string;
      payBy: string;
      lastFreeDay: string;
    };
    /** The invoice's lines, as a table's columns (each line's quantity and unit price under its description). */
    lines: { description: string; amount: string };
    /** How many photos the warehouse took of the package; none yet is said too. */
    photoCount: (count: number) => string;
    packageCount: (count: number) => string;
    /** A recipient and their city: "Ana Pérez, Caracas". */
    recipientIn: (name: string, city: string) => string;
    /** The company's note on a status or on a rejected payment. */
    note: (note: string) => string;
    /** The received package's photo, described. */
    photoAlt: (tracking: string) => string;
    /** The links to the records, in the portal. */
    open: { package: string; packages: string; shipment: string; invoice: string };
    /** The invoice's button to its checkout. */
    pay: string;
    /** The footer: how to reach the company (its chat named WhatsApp when it is a WhatsApp link). */
    support: { title: string; phone: string; whatsapp: string; chat: string; email: string };
    /** Why this mail came, and the link that stops this kind of mail. */
    why: string;
    /** `about` is the kind's subject, as the unsubscribe page words it (`unsubscribe.kinds`). */
    unsubscribe: (about: string) => string;
    signature: string;
  };
};

const catalogs: Record<Language, Messages> = { es, en };

export function messagesFor(lang: Language): Messages {
  return catalogs[lang];
}
