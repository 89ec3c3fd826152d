// A notice's e-mail (docs/product.md#notices), as a company writes one: the logo, a preheader, a
// subject that says what happened, the facts that matter, a button to the portal, and a footer
// with the support contact, the company's address and the unsubscribe link of its kind (in the
// headers too: RFC 8058's one click). In the customer's language; dates without times; absolute
// links from PUBLIC_URL; marked as written by a program (Auto-Submitted).
import { imageSize } from 'image-size';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messagesFor, type Messages } from '../../i18n/messages.ts';
import { AUTOMATED, type InlineAttachment, type OutgoingMail } from '../../foundation/mailer.ts';
import { unsubscribeUrl } from '../unsubscribe-link.ts';
import type { CompanyContact } from './company.ts';
import type { NoticeMailFacts } from './facts.ts';
import { CONTENT_WIDTH, mailHtml, mailText, type MailContent, type MailImage } from './layout.ts';
import { logoAttachment } from './logo.ts';
import { noticeWords } from './words.ts';
import { COMPANY_TIME_ZONE, INVOICE_DUE_DAYS } from './company-day.ts';

export type NoticeMailSettings = {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** MEDIA_SECRET, which signs the unsubscribe link. */
  mediaSecret: string;
  freeStorageDays: number;
  /** COMPANY_TIME_ZONE: the day an invoice was issued, from which its pay-by date counts. */
  companyTimeZone?: string;
  /** INVOICE_DUE_DAYS. */
  invoiceDueDays?: number;
  /** MAIL_REPLY_TO, given in the footer as the support address; none when unset. */
  supportEmail?: string;
};

/** How the customer reaches the company, as its settings give it (docs/product.md#notices). */
function contactsOf(company: CompanyContact, supportEmail: string | undefined, t: Messages['noticeMail']): MailContent['footer']['contacts'] {
  const phone = parsePhoneNumberFromString(company.supportPhone);
  const chat = URL.canParse(company.supportUrl) ? new URL(company.supportUrl) : null;
  const whatsapp = chat && /(^|\.)(wa\.me|whatsapp\.com)$/.test(chat.hostname);
  return [
    ...(phone ? [{ label: t.support.phone, text: phone.formatInternational(), url: phone.getURI() }] : []),
    // Only a web address is linked: the settings are the company's, but a link is a link.
    ...(chat && (chat.protocol === 'https:' || chat.protocol === 'http:') ? [{ label: null, text: whatsapp ? t.support.whatsapp : t.support.chat, url: chat.href }] : []),
    ...(supportEmail ? [{ label: t.support.email, text: supportEmail, url: `mailto:${supportEmail}` }] : []),
  ];
}

/**
 * The photo at its own proportions, as wide as the mail's column at most; one whose size its bytes
 * do not tell (the warehouse's files are checked by their first bytes only) gets a 4:3 frame.
 */
function photoImage(photo: InlineAttachment | null, alt: string): MailImage | null {
  if (!photo) return null;
  let size: { width: number; height: number } = { width: CONTENT_WIDTH, height: (CONTENT_WIDTH * 3) / 4 };
  try {
    size = imageSize(photo.content);
  } catch {
    // The 4:3 frame.
  }
  const width = Math.min(size.width, CONTENT_WIDTH);
  return { cid: photo.cid, alt, width, height: Math.max(1, Math.round((size.height * width) / size.width)) };
}

/** The e-mail of a notice, to its customer; `photo` (PACKAGE_RECEIVED) goes inline, beside the logo. */
export function renderNoticeMail(facts: NoticeMailFacts, settings: NoticeMailSettings, photo: InlineAttachment | null = null): OutgoingMail {
  const t = messagesFor(facts.language);
  const m = t.noticeMail;
  const words = noticeWords(facts, t, {
    publicUrl: settings.publicUrl,
    freeStorageDays: settings.freeStorageDays,
    companyTimeZone: settings.companyTimeZone ?? COMPANY_TIME_ZONE,
    invoiceDueDays: settings.invoiceDueDays ?? INVOICE_DUE_DAYS,
  });
  const unsubscribe = unsubscribeUrl(settings.publicUrl, settings.mediaSecret, { clientId: facts.clientId, kind: facts.kind });
  const image = photoImage(photo, m.photoAlt(facts.packageTracking ?? ''));
  // The facts the subject does not say already, else the first line: what the inbox shows after the subject.
  const told = words.facts.filter(([, value]) => !words.subject.includes(value)).map(([label, value]) => `${label}: ${value}`);
  const content: MailContent = {
    lang: facts.language,
    ...words,
    preheader: told.length ? told.join(' · ') : (words.lines[0] ?? ''),
    greeting: m.greeting(facts.name),
    image,
    footer: {
      title: m.support.title,
      contacts: contactsOf(facts.company, settings.supportEmail, m),
      address: facts.company.address,
      why: m.why,
      unsubscribe: { url: unsubscribe, label: m.unsubscribe(t.unsubscribe.kinds[facts.kind]) },
      signature: m.signature,
    },
  };
  return {
    to: facts.to,
    subject: words.subject,
    text: mailText(content),
    html: mailHtml(content),
    attachments: [logoAttachment(), ...(photo ? [photo] : [])],
    headers: { ...AUTOMATED, 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
