// A notice e-mail of each kind from fixed facts (docs/product.md#notices): the render tests and
// `npm run emails` (scripts/emails.ts, the snapshots in docs/emails/) show the same mails.
import type { Language } from '../../../src/api/contract/limits.ts';
import type { NoticeKind } from '../../../src/api/contract/notices.ts';
import type { InlineAttachment, OutgoingMail } from '../../../server/foundation/mailer.ts';
import type { NoticeMailFacts } from '../../../server/mail/notice/facts.ts';
import { PHOTO_CID } from '../../../server/mail/notice/photo.ts';
import type { NoticeMailSettings } from '../../../server/mail/notice/render.ts';
import { WAREHOUSE } from '../../../server/seed/data/warehouse.ts';
import { boxPhotoVariant } from '../../../server/seed/files/pictures.ts';

export const SAMPLE_SETTINGS: Required<NoticeMailSettings> = {
  publicUrl: 'https://portal.casillero.example',
  mediaSecret: 'sample-media-secret',
  freeStorageDays: 30,
  companyTimeZone: 'America/New_York',
  invoiceDueDays: 7,
  supportEmail: 'soporte@casillero.example',
};

/** A notice's facts with every record filled in; `more` replaces what a case needs. */
export const sampleFacts = (kind: NoticeKind, language: Language, more: Partial<NoticeMailFacts> = {}): NoticeMailFacts => ({
  kind,
  clientId: 7,
  to: 'carla@casillero.test',
  name: 'Carla',
  language,
  data: {},
  // Late at night in UTC: a date read in another zone would be another day.
  createdAt: new Date('2026-11-27T23:30:00Z'),
  packageId: 5,
  packageTracking: '1Z999AA10123456784',
  receivedOn: '2026-11-27',
  shipmentId: 9,
  shipmentTracking: 'CAS-A-200000',
  invoiceId: 11,
  invoiceName: 'FAC-2026-0011',
  package: { store: 'Amazon', content: 'Zapatos deportivos', weightLb: 5, photos: 3 },
  shipment: {
    destination: 'Caracas, Venezuela',
    recipient: { name: 'Ana Pérez', city: 'Caracas' },
    packages: [
      { number: '1Z999AA10123456784', content: 'Zapatos deportivos' },
      { number: 'TBA301245678000', content: 'Libros' },
    ],
  },
  invoice: {
    lines: [
      { description: 'Flete aéreo', quantity: 12.5, unitPrice: 4.5, amount: 56.25 },
      { description: 'Recargo de combustible', quantity: 1, unitPrice: 6.75, amount: 6.75 },
      { description: 'Seguro', quantity: 1, unitPrice: 1154, amount: 1154 },
    ],
    total: 1217,
    stillDue: 1217,
    issuedAt: new Date('2026-11-27T23:30:00Z'),
  },
  photo: null,
  endings: [],
  company: { supportPhone: '+13055550100', supportUrl: 'https://wa.me/13055550100', address: WAREHOUSE.address.split('\n') },
  ...more,
});

/** The received package's photo, a seeded one: a real PNG, 400 × 300. */
export const samplePhoto = (): InlineAttachment => ({ filename: 'foto.png', contentType: 'image/png', content: boxPhotoVariant(0), cid: PHOTO_CID });

/** `count` packages of one customer whose free storage ends within the same three days. */
export const sampleEndings = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    packageId: 100 + index,
    tracking: `1ZEND${String(index + 1).padStart(4, '0')}`,
    content: ['Ropa', 'Libros', 'Audífonos', 'Juguetes'][index % 4]!,
    freeUntil: `2026-11-${28 + (index % 3)}`,
  }));

/** The mail's HTML with its inline images (`cid:`) as data: addresses, as a mail client shows it. */
export function withImages({ html = '', attachments = [] }: OutgoingMail): string {
  return attachments.reduce((page, file) => page.replaceAll(`cid:${file.cid}`, `data:${file.contentType};base64,${file.content.toString('base64')}`), html);
}

export type Sample = { name: string; facts: (language: Language) => NoticeMailFacts; photo: boolean };

/** One mail of each kind, the day's several "free storage ends" as one besides. */
export const SAMPLES: Sample[] = [
  { name: 'package-received', facts: (language) => sampleFacts('PACKAGE_RECEIVED', language), photo: true },
  { name: 'shipment-status', facts: (language) => sampleFacts('SHIPMENT_STATUS', language, { data: { status: 'IN_CUSTOMS', note: 'Inspección de rutina' } }), photo: false },
  { name: 'invoice-issued', facts: (language) => sampleFacts('INVOICE_ISSUED', language), photo: false },
  { name: 'invoice-void', facts: (language) => sampleFacts('INVOICE_VOID', language), photo: false },
  { name: 'payment-approved', facts: (language) => sampleFacts('PAYMENT_APPROVED', language), photo: false },
  { name: 'payment-rejected', facts: (language) => sampleFacts('PAYMENT_REJECTED', language, { data: { note: 'El comprobante no se lee' } }), photo: false },
  { name: 'storage-ending', facts: (language) => sampleFacts('STORAGE_ENDING', language, { data: { free_until: '2026-11-30' }, endings: sampleEndings(1) }), photo: false },
  { name: 'storage-ending-digest', facts: (language) => sampleFacts('STORAGE_ENDING', language, { data: { free_until: '2026-11-28' }, endings: sampleEndings(4) }), photo: false },
];
