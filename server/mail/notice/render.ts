// A notice's e-mail (docs/product.md#notices): subject, plain text and a simple HTML part in the
// customer's language; dates without times; absolute links from PUBLIC_URL; the unsubscribe link of
// its kind in the footer and in the headers (RFC 8058's one click).
import { escapeHtml as e } from '../../http/escape-html.ts';
import { calendarDate, dollars, labelOf } from '../../i18n/format.ts';
import { messagesFor, type Messages } from '../../i18n/messages.ts';
import { freeUntil } from '../../domain/free-storage.ts';
import type { InlineAttachment, OutgoingMail } from '../mailer.ts';
import { unsubscribeUrl } from '../unsubscribe-link.ts';
import type { NoticeMailFacts } from './facts.ts';
import { noticeLink } from './portal-links.ts';

export type NoticeMailSettings = {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** MEDIA_SECRET, which signs the unsubscribe link. */
  mediaSecret: string;
  freeStorageDays: number;
};

type Words = { subject: string; lines: string[] };

function wordsOf(facts: NoticeMailFacts, t: Messages, settings: NoticeMailSettings): Words {
  const m = t.noticeMail;
  const date = (isoDate: string) => calendarDate(isoDate, facts.language);
  const tracking = (facts.kind === 'SHIPMENT_STATUS' ? facts.shipmentTracking : facts.packageTracking) ?? '';
  const invoice = facts.invoiceName ?? '';
  const note = facts.data.note ? [m.note(facts.data.note)] : [];
  switch (facts.kind) {
    case 'PACKAGE_RECEIVED': {
      // The day it was received, as the package keeps it: the mail may go out days after.
      const receivedOn = facts.receivedOn ?? facts.createdAt.toISOString().slice(0, 10);
      const lastFreeDay = freeUntil('IN_WAREHOUSE', receivedOn, settings.freeStorageDays) ?? receivedOn;
      return { subject: m.packageReceived.subject(tracking), lines: [m.packageReceived.text(tracking, date(receivedOn), date(lastFreeDay))] };
    }
    case 'SHIPMENT_STATUS': {
      const status = labelOf(t.labels.shipmentStatus, facts.data.status ?? '');
      const words = facts.data.corrected ? m.shipmentCorrected : m.shipmentStatus;
      return { subject: words.subject(tracking, status), lines: [words.text(tracking, status), ...note] };
    }
    case 'INVOICE_VOID':
      return { subject: m.invoiceVoid.subject(invoice), lines: [m.invoiceVoid.text(invoice, facts.shipmentTracking ?? '')] };
    case 'INVOICE_ISSUED':
      return { subject: m.invoiceIssued.subject(invoice), lines: [m.invoiceIssued.text(invoice, dollars(facts.invoiceTotal ?? 0, facts.language))] };
    case 'PAYMENT_APPROVED':
      return { subject: m.paymentApproved.subject(invoice), lines: [m.paymentApproved.text(invoice)] };
    case 'PAYMENT_REJECTED':
      return { subject: m.paymentRejected.subject(invoice), lines: [m.paymentRejected.text(invoice), ...note] };
    case 'STORAGE_ENDING': {
      const lastDay = date(facts.data.free_until ?? '');
      return { subject: m.storageEnding.subject(tracking, lastDay), lines: [m.storageEnding.text(tracking, lastDay)] };
    }
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

function htmlOf(lang: string, words: Words, t: Messages['noticeMail'], parts: { greeting: string; link: { url: string; label: string } | null; photo: InlineAttachment | null; photoAlt: string; unsubscribe: string; about: string }): string {
  const paragraphs = [parts.greeting, ...words.lines].map((line) => `<p style="margin:0 0 16px">${e(line)}</p>`).join('');
  const photo = parts.photo
    ? `<p style="margin:0 0 16px"><img src="cid:${e(parts.photo.cid)}" alt="${e(parts.photoAlt)}" width="480" style="display:block;max-width:100%;height:auto;border-radius:6px"></p>`
    : '';
  const button = parts.link
    ? `<p style="margin:24px 0 0"><a href="${e(parts.link.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${e(parts.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(words.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;${FONT};font-size:16px;line-height:1.5;color:#1f2937">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">Casillero</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">${paragraphs}${photo}${button}</div>
<p style="margin:16px 0 0;font-size:13px;color:#4b5563">${e(t.signature)}<br>${e(t.why)} <a href="${e(parts.unsubscribe)}" style="color:#4b5563">${e(t.unsubscribe(parts.about))}</a></p>
</div></body></html>`;
}

/** The e-mail of a notice, to its customer; `photo` (PACKAGE_RECEIVED) goes inline. */
export function renderNoticeMail(facts: NoticeMailFacts, settings: NoticeMailSettings, photo: InlineAttachment | null = null): OutgoingMail {
  const t = messagesFor(facts.language);
  const m = t.noticeMail;
  const words = wordsOf(facts, t, settings);
  const target = noticeLink(facts.kind, facts);
  const link = target ? { url: `${settings.publicUrl}${target.path}`, label: m.open[target.record] } : null;
  const unsubscribe = unsubscribeUrl(settings.publicUrl, settings.mediaSecret, { clientId: facts.clientId, kind: facts.kind });
  const about = t.unsubscribe.kinds[facts.kind];
  const greeting = m.greeting(facts.name);
  const text = [
    greeting,
    ...words.lines,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `—\n${m.signature}\n${m.why}\n${m.unsubscribe(about)}: ${unsubscribe}`,
  ].join('\n\n');
  const photoAlt = m.photoAlt(facts.packageTracking ?? '');
  return {
    to: facts.to,
    subject: words.subject,
    text,
    html: htmlOf(facts.language, words, m, { greeting, link, photo, photoAlt, unsubscribe, about }),
    attachments: photo ? [photo] : undefined,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
