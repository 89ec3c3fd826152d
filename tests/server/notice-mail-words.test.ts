// A notice's e-mail reads like a real company's (docs/product.md#notices): a subject that says
// what happened, in both languages; the facts that matter per kind; a hidden preheader; the logo
// by Content-ID; the support contact and the company's address in the footer; a table layout
// Outlook keeps; marked as written by a program.
import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { AUTOMATED } from '../../server/foundation/mailer.ts';
import { LOGO_CID } from '../../server/mail/notice/logo.ts';
import { PHOTO_CID } from '../../server/mail/notice/photo.ts';
import { renderNoticeMail } from '../../server/mail/notice/render.ts';
import { pinMailOf } from '../../server/mail/pin-mail.ts';
import { SAMPLE_SETTINGS, SAMPLES, sampleEndings, sampleFacts, samplePhoto } from './support/notice-mail-samples.ts';

const URL_ = SAMPLE_SETTINGS.publicUrl;
const html = (mail: { html?: string }) => mail.html ?? '';
/** The text a reader sees of the HTML part: tags dropped, entities of the escaped values read. */
const seen = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ');

const SUBJECTS: Record<ShipmentStatus, [es: string, en: string]> = {
  REQUESTED: ['Recibimos tu solicitud del envío CAS-A-200000', 'We received your request for shipment CAS-A-200000'],
  PENDING: ['Estamos preparando tu envío CAS-A-200000', 'We are preparing your shipment CAS-A-200000'],
  RECEIVED: ['Tu envío CAS-A-200000 está listo para salir', 'Your shipment CAS-A-200000 is ready to leave'],
  IN_TRANSIT: ['Tu envío CAS-A-200000 está en camino', 'Your shipment CAS-A-200000 is on its way'],
  IN_CUSTOMS: ['Tu envío CAS-A-200000 llegó a aduana', 'Your shipment CAS-A-200000 reached customs'],
  OUT_FOR_DELIVERY: ['Tu envío CAS-A-200000 está en reparto', 'Your shipment CAS-A-200000 is out for delivery'],
  DELIVERED: ['Tu envío CAS-A-200000 fue entregado', 'Your shipment CAS-A-200000 was delivered'],
  NEVER_ARRIVED: ['Tu envío CAS-A-200000 no llegó a su destino', 'Your shipment CAS-A-200000 did not reach its destination'],
  CANCELLED: ['Tu envío CAS-A-200000 fue cancelado', 'Your shipment CAS-A-200000 was cancelled'],
};

describe('the subject says what happened', () => {
  it.each(SHIPMENT_STATUSES.map((status) => [status, ...SUBJECTS[status]] as const))('%s: "%s" / "%s"', (status, es, en) => {
    expect(renderNoticeMail(sampleFacts('SHIPMENT_STATUS', 'es', { data: { status } }), SAMPLE_SETTINGS).subject).toBe(es);
    expect(renderNoticeMail(sampleFacts('SHIPMENT_STATUS', 'en', { data: { status } }), SAMPLE_SETTINGS).subject).toBe(en);
  });

  it('never as "tracking: status", in any kind or language', () => {
    for (const sample of SAMPLES) {
      for (const language of ['es', 'en'] as const) {
        const { subject } = renderNoticeMail(sample.facts(language), SAMPLE_SETTINGS);
        expect(subject, sample.name).not.toMatch(/: (Recibido|Pendiente|Nunca llegó|Received|Pending|Never arrived)$/);
        expect(subject.length, sample.name).toBeGreaterThan(20);
      }
    }
  });
});

describe('the facts that matter, per kind', () => {
  it('a received package: its store, content, weight in kg and lb, how many photos, the first inline', () => {
    const mail = renderNoticeMail(sampleFacts('PACKAGE_RECEIVED', 'es'), SAMPLE_SETTINGS, samplePhoto());
    for (const fact of ['Tienda: Amazon', 'Contenido: Zapatos deportivos', 'Peso: 2,27\u00a0kg (5\u00a0lb)', 'Fotos: 3 fotos', 'Almacenaje gratis hasta: 27/12/2026']) {
      expect(mail.text).toContain(fact);
    }
    expect(seen(html(mail))).toContain('Tienda Amazon');
    // The seeded photo is 400 × 300: shown at its size, with it and its description in the markup.
    expect(html(mail)).toContain(`<img src="cid:${PHOTO_CID}" width="400" height="300" alt="Foto del paquete 1Z999AA10123456784"`);
    const english = renderNoticeMail(sampleFacts('PACKAGE_RECEIVED', 'en', { package: { store: 'Amazon', content: 'Shoes', weightLb: 5, photos: 1 } }), SAMPLE_SETTINGS);
    expect(english.text).toContain('Weight: 2.27\u00a0kg (5\u00a0lb)');
    expect(english.text).toContain('Photos: 1 photo');
    expect(renderNoticeMail(sampleFacts('PACKAGE_RECEIVED', 'en', { package: { store: 'Amazon', content: 'Shoes', weightLb: 5, photos: 0 } }), SAMPLE_SETTINGS).text).toContain('Photos: None yet');
  });

  it('a shipment: its packages, destination and recipient’s city, and the company’s note', () => {
    const mail = renderNoticeMail(sampleFacts('SHIPMENT_STATUS', 'en', { data: { status: 'DELIVERED', note: 'Left at the door' } }), SAMPLE_SETTINGS);
    for (const fact of ['Status: Delivered', 'Destination: Caracas, Venezuela', 'Recipient: Ana Pérez, Caracas', 'Packages: 2 packages', '1Z999AA10123456784 · Zapatos deportivos', 'TBA301245678000 · Libros', 'Note: Left at the door']) {
      expect(mail.text).toContain(fact);
    }
    expect(seen(html(mail))).toContain('TBA301245678000 Libros');
  });

  it('an invoice: its lines, total, pay-by date in the company’s calendar, a pay button to its checkout', () => {
    // Issued at 03:00 UTC on the 28th: still the 27th in Florida, so due 7 days after the 27th.
    const issuedAt = new Date('2026-11-28T03:00:00Z');
    const facts = sampleFacts('INVOICE_ISSUED', 'es');
    const mail = renderNoticeMail({ ...facts, invoice: { ...facts.invoice!, issuedAt } }, SAMPLE_SETTINGS);
    expect(mail.subject).toBe('Tu factura FAC-2026-0011 por 1.217,00 US$ está lista para pagar');
    expect(mail.text).toContain('Pagar antes del: 04/12/2026');
    // Each line's quantity and unit price under its description.
    expect(mail.text).toContain('Flete aéreo (12,5 × 4,50 US$) · 56,25 US$');
    expect(mail.text).toContain('Seguro (1 × 1.154,00 US$) · 1.154,00 US$');
    expect(mail.text).toContain('Total · 1.217,00 US$');
    expect(mail.text).toContain(`Pagar la factura: ${URL_}/home/invoice/payment-method/11`);
    const markup = html(mail);
    expect(markup.indexOf(`href="${URL_}/home/invoice/payment-method/11"`)).toBeLessThan(markup.indexOf(`href="${URL_}/home/invoice/11"`));
    // In UTC it is already the 28th.
    const utc = renderNoticeMail({ ...facts, invoice: { ...facts.invoice!, issuedAt } }, { ...SAMPLE_SETTINGS, companyTimeZone: 'UTC', invoiceDueDays: 10 });
    expect(utc.text).toContain('Pagar antes del: 08/12/2026');
  });

  it('an invoice with nothing left to pay offers no pay button', () => {
    const facts = sampleFacts('INVOICE_ISSUED', 'en');
    const mail = renderNoticeMail({ ...facts, invoice: { ...facts.invoice!, stillDue: 0 } }, SAMPLE_SETTINGS);
    expect(mail.text).not.toContain('Pay the invoice');
    expect(mail.text).toContain(`See the invoice: ${URL_}/home/invoice/11`);
  });

  it('a day’s several "free storage ends": one e-mail listing each package and its last free day, soonest first', () => {
    const endings = sampleEndings(13);
    const mail = renderNoticeMail(sampleFacts('STORAGE_ENDING', 'es', { endings }), SAMPLE_SETTINGS);
    expect(mail.subject).toBe('El almacenaje gratis de 13 de tus paquetes termina pronto: el primero, el 28/11/2026');
    const listed = endings.map((ending) => mail.text.indexOf(`${ending.tracking} · ${ending.content} · ${ending.freeUntil.split('-').reverse().join('/')}`));
    expect(listed.every((at) => at >= 0)).toBe(true);
    expect(mail.text.indexOf('1ZEND0003')).toBeGreaterThan(mail.text.indexOf('1ZEND0013'));
    expect(mail.text).toContain(`Ver mis paquetes: ${URL_}/home/package`);
    const english = renderNoticeMail(sampleFacts('STORAGE_ENDING', 'en', { endings: sampleEndings(2) }), SAMPLE_SETTINGS);
    expect(english.subject).toBe('Free storage of 2 of your packages ends soon: the first on 11/28/2026');
  });
});

describe('the company’s e-mail', () => {
  const mail = renderNoticeMail(sampleFacts('PACKAGE_RECEIVED', 'es'), SAMPLE_SETTINGS, samplePhoto());
  const markup = html(mail);

  it('is marked as written by a program, like the code’s', () => {
    expect(mail.headers).toMatchObject(AUTOMATED);
    expect(pinMailOf('es', 'ana@casillero.test', '123456').headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
  });

  it('has the logo by Content-ID, sized, its alt the company’s name', () => {
    expect(markup).toContain(`<img src="cid:${LOGO_CID}" width="168" height="40" alt="Casillero"`);
    const logo = mail.attachments?.find((file) => file.cid === LOGO_CID);
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it('has a hidden preheader with the facts the subject does not say', () => {
    const preheader = /<div style="display:none;[^"]*">([^<]*)<\/div>/.exec(markup)?.[1] ?? '';
    expect(preheader).toMatch(/^Tienda: Amazon · Contenido: Zapatos deportivos · Peso: 2,27\u00a0kg \(5\u00a0lb\) · Fotos: 3 fotos/);
    expect(preheader).not.toContain('Guía');
  });

  it('says how to reach the company and where it is, in the footer of both parts', () => {
    for (const part of [mail.text, seen(markup)]) {
      expect(part).toContain('+1 305 555 0100');
      expect(part).toContain('8200 NW 41st St, Suite 100');
      expect(part).toContain('Doral, FL 33166');
      expect(part).toContain('soporte@casillero.example');
    }
    expect(markup).toContain('href="tel:+13055550100"');
    expect(markup).toMatch(/href="https:\/\/wa\.me\/13055550100"[^>]*>WhatsApp<\/a>/);
    expect(markup).toContain('href="mailto:soporte@casillero.example"');
    // Without a Reply-To, no e-mail address; a settings link that is no web address is not linked.
    const bare = renderNoticeMail(
      sampleFacts('PACKAGE_RECEIVED', 'en', { company: { supportPhone: '', supportUrl: 'javascript:alert(1)', address: ['Casillero Miami'] } }),
      { ...SAMPLE_SETTINGS, supportEmail: undefined },
    );
    expect(html(bare)).not.toMatch(/mailto:|javascript:|tel:/);
    expect(bare.text).toContain('Casillero Miami');
  });

  it('is laid out in tables with inline styles, 600 px at most, in light and dark', () => {
    expect(markup).toContain('<meta name="color-scheme" content="light dark">');
    expect(markup).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(markup).toContain('max-width:600px');
    expect(markup).toContain('<!--[if mso]><table role="presentation" width="600"');
    // Every table is a layout table; the only div is the hidden preheader.
    expect(markup.match(/<table\b/g)?.length).toBe(markup.match(/<table role="presentation"/g)?.length);
    expect(markup.match(/<div\b/g)).toHaveLength(1);
    for (const img of markup.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/ width="\d+" height="\d+" alt="[^"]+"/);
  });
});
