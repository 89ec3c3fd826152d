// A notice e-mail's two parts from what it says (docs/product.md#notices). The HTML part is laid out
// with tables (role="presentation") and inline styles, 600 px at most, because Outlook's Word
// engine ignores the width of a div and most clients drop a stylesheet; the `mso` comments give
// Outlook a fixed 600 px column it cannot stretch. Light and dark schemes are both declared, and
// every image has its size and alt text, so a mail read with images blocked keeps its layout.
import { escapeHtml as e } from '../../foundation/escape-html.ts';
import type { Language } from '../../../src/api/contract/limits.ts';
import { LOGO_ALT, LOGO_CID, LOGO_SIZE } from './logo.ts';

export type MailLink = { url: string; label: string };

/** A row's cells, and a smaller line under its first (an invoice line's quantity and unit price). */
type MailRow = { cells: string[]; note?: string };

type MailTable = {
  columns: { title: string; numeric?: boolean }[];
  rows: MailRow[];
  /** A last row in bold: an invoice's total. */
  total?: string[];
};

export type MailImage = { cid: string; alt: string; width: number; height: number };

export type MailContent = {
  lang: Language;
  subject: string;
  /** The line a mail client shows after the subject in the inbox; hidden in the mail itself. */
  preheader: string;
  greeting: string;
  lines: string[];
  /** Label and value, in a two-column table. */
  facts: [string, string][];
  table: MailTable | null;
  image: MailImage | null;
  /** The first is the button; the others, links under it. */
  links: MailLink[];
  footer: {
    title: string;
    /** Each way to reach the company: what it shows, after its label if it has one, and where it leads (tel:, mailto:, https:). */
    contacts: { label: string | null; text: string; url: string }[];
    address: string[];
    why: string;
    unsubscribe: MailLink;
    signature: string;
  };
};

/** The largest width of the mail's column, and of what it holds (the card's padding left out). */
export const MAIL_WIDTH = 600;
export const CONTENT_WIDTH = MAIL_WIDTH - 2 * 24;

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const TEXT = '#111827';
const MUTED = '#4b5563';
const BRAND = '#1d4ed8';
const LINE = '#e5e7eb';
const PAGE = '#f3f4f6';

// Clients that keep a stylesheet (Apple Mail, Outlook on the web and phones) get a dark scheme;
// the others show the inline light one. The header stays white: the logo is drawn for it.
const DARK = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.m-page{background:#111827!important}.m-card{background:#1f2937!important}
.m-text{color:#f3f4f6!important}.m-muted{color:#d1d5db!important}.m-rule{border-color:#374151!important}.m-link{color:#93c5fd!important}}`;

const paragraph = (text: string) => `<p class="m-text" style="margin:0 0 16px;color:${TEXT}">${e(text)}</p>`;

function factsTable(facts: MailContent['facts']): string {
  if (facts.length === 0) return '';
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td class="m-muted m-rule" style="padding:8px 12px 8px 0;border-top:1px solid ${LINE};color:${MUTED};vertical-align:top;width:40%">${e(label)}</td>` +
        `<td class="m-text m-rule" style="padding:8px 0;border-top:1px solid ${LINE};color:${TEXT};font-weight:bold;vertical-align:top;overflow-wrap:anywhere">${e(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;line-height:1.4">${rows}</table>`;
}

function listTable(table: MailTable | null): string {
  if (!table) return '';
  const last = table.columns.length - 1;
  const align = (index: number) => (table.columns[index]?.numeric ? 'right' : 'left');
  // Flush with the facts above: no padding on the table's outer sides.
  const padding = (index: number) => `padding:8px ${index === last ? 0 : 6}px 8px ${index === 0 ? 0 : 6}px`;
  // A number or an amount stays on one line; the words beside it wrap.
  const wrap = (index: number) => (table.columns[index]?.numeric ? 'white-space:nowrap' : 'overflow-wrap:anywhere');
  const cell = (text: string, index: number, bold: boolean, under = '') =>
    `<td class="m-text m-rule" align="${align(index)}" style="${padding(index)};border-top:1px solid ${LINE};color:${TEXT};vertical-align:top;${wrap(index)}${bold ? ';font-weight:bold' : ''}">${e(text)}${under}</td>`;
  const head = table.columns
    .map((column, index) => `<th class="m-muted" align="${align(index)}" scope="col" style="${padding(index)};padding-top:0;color:${MUTED};font-weight:normal">${e(column.title)}</th>`)
    .join('');
  const note = (text: string | undefined) => (text ? `<br><span class="m-muted" style="color:${MUTED};font-size:13px">${e(text)}</span>` : '');
  const rows = table.rows.map((row) => `<tr>${row.cells.map((text, index) => cell(text, index, false, index === 0 ? note(row.note) : '')).join('')}</tr>`).join('');
  const total = table.total ? `<tr>${table.total.map((text, index) => cell(text, index, true)).join('')}</tr>` : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:14px;line-height:1.4"><tr>${head}</tr>${rows}${total}</table>`;
}

function image(picture: MailImage | null): string {
  if (!picture) return '';
  return (
    `<p style="margin:0 0 16px"><img src="cid:${e(picture.cid)}" width="${picture.width}" height="${picture.height}" alt="${e(picture.alt)}" ` +
    `style="display:block;width:100%;max-width:${picture.width}px;height:auto;border:0;border-radius:6px;background:${LINE};color:${MUTED};font-size:14px"></p>`
  );
}

function links([button, ...others]: MailLink[]): string {
  if (!button) return '';
  // A button as a table cell with its own background: Outlook draws neither a link's padding nor its radius.
  const primary =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 0"><tr><td bgcolor="${BRAND}" style="border-radius:6px;background:${BRAND}">` +
    `<a href="${e(button.url)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${e(button.label)}</a></td></tr></table>`;
  const rest = others.map((link) => `<p style="margin:16px 0 0"><a class="m-link" href="${e(link.url)}" style="color:${BRAND};font-weight:bold">${e(link.label)}</a></p>`).join('');
  return primary + rest;
}

function footer({ title, contacts, address, why, unsubscribe, signature }: MailContent['footer']): string {
  const muted = `class="m-muted" style="margin:0 0 12px;color:${MUTED}"`;
  const reach = contacts
    .map((contact) => `${contact.label ? `${e(contact.label)}: ` : ''}<a class="m-link" href="${e(contact.url)}" style="color:${MUTED};text-decoration:underline">${e(contact.text)}</a>`)
    .join(' · ');
  return (
    `<p ${muted}><strong>${e(title)}</strong>${reach ? `<br>${reach}` : ''}</p>` +
    (address.length ? `<p ${muted}>${address.map(e).join('<br>')}</p>` : '') +
    `<p ${muted}>${e(why)} <a class="m-link" href="${e(unsubscribe.url)}" style="color:${MUTED};text-decoration:underline">${e(unsubscribe.label)}</a></p>` +
    `<p class="m-muted" style="margin:0;color:${MUTED}">${e(signature)}</p>`
  );
}

/** The HTML part. */
export function mailHtml(content: MailContent): string {
  const logo = `<img src="cid:${LOGO_CID}" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" alt="${LOGO_ALT}" style="display:block;border:0;${FONT};font-size:24px;line-height:40px;font-weight:bold;color:${BRAND}">`;
  // Padding after the preheader keeps the client from showing the greeting after it.
  const preheader = `${e(content.preheader)}${'&#847;&zwnj;&nbsp;'.repeat(40)}`;
  return `<!doctype html>
<html lang="${e(content.lang)}" dir="ltr" xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${e(content.subject)}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>${DARK}</style></head>
<body class="m-page" style="margin:0;padding:0;background:${PAGE};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;opacity:0;font-size:1px;line-height:1px;color:${PAGE}">${preheader}</div>
<table role="presentation" class="m-page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="${MAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${MAIL_WIDTH}px;${FONT};font-size:16px;line-height:1.5;color:${TEXT}">
<tr><td bgcolor="#ffffff" style="padding:20px 24px 12px;background:#ffffff;border-radius:8px 8px 0 0">${logo}</td></tr>
<tr><td class="m-card" bgcolor="#ffffff" style="padding:12px 24px 24px;background:#ffffff;border-radius:0 0 8px 8px">
<h1 class="m-text" style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.3;color:${TEXT}">${e(content.subject)}</h1>
${[content.greeting, ...content.lines].map(paragraph).join('')}${factsTable(content.facts)}${listTable(content.table)}${image(content.image)}${links(content.links)}
</td></tr>
<tr><td style="padding:24px 24px 0;font-size:13px;line-height:1.5">${footer(content.footer)}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body></html>`;
}

/** The plain-text part: the same words, a fact a line, the links written out. */
export function mailText(content: MailContent): string {
  const line = (cells: string[]) => cells.filter(Boolean).join(' · ');
  const rows = content.table?.rows.map(({ cells: [first = '', ...rest], note }) => line([note ? `${first} (${note})` : first, ...rest])) ?? [];
  const table = content.table ? [[...rows, ...(content.table.total ? [line(content.table.total)] : [])].join('\n')] : [];
  const { footer: f } = content;
  return [
    content.greeting,
    ...content.lines,
    ...(content.facts.length ? [content.facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...table,
    ...content.links.map((link) => `${link.label}: ${link.url}`),
    [`—\n${f.title}`, ...f.contacts.map((contact) => `${contact.label ?? contact.text}: ${/^https?:/.test(contact.url) ? contact.url : contact.text}`), f.address.join(', ')]
      .filter(Boolean)
      .join('\n'),
    `${f.signature}\n${f.why}\n${f.unsubscribe.label}: ${f.unsubscribe.url}`,
  ].join('\n\n');
}
