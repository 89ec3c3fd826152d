// A page a person can read their PIN on, in demo mode. Server-rendered, no script at all.
import { Hono } from 'hono';
import type { Mail } from '../../src/api/contract/site.ts';
import type { AppEnv } from '../foundation/env.ts';
import { escapeHtml as e } from '../foundation/escape-html.ts';
import type { Messages } from '../i18n/messages.ts';
import { MailboxQuerySchema, mailboxOf } from './api.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end;margin:1rem 0}label{display:flex;flex-direction:column;gap:.25rem}
input{padding:.5rem;min-width:18rem;font:inherit}button{padding:.5rem 1rem;font:inherit}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}
small{color:#4b5563}`;

function renderMail(mail: Mail, t: Messages['mailbox']): string {
  return `<article><h2>${e(mail.subject)}</h2><small>${e(t.sentAt)}: <time datetime="${e(mail.sent_at)}">${e(mail.sent_at.replace('T', ' ').slice(0, 19))} UTC</time> · ${e(mail.to)}</small><pre>${e(mail.text)}</pre></article>`;
}

function renderMailboxPage(lang: string, t: Messages['mailbox'], to: string, mails: Mail[] | null): string {
  const list = mails === null ? `<p>${e(t.empty)}</p>` : mails.length === 0 ? `<p>${e(t.none)}</p>` : mails.map((m) => renderMail(m, t)).join('');
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(t.title)} · Casillero</title><style>${STYLE}</style></head>
<body><main><h1>${e(t.title)}</h1><p>${e(t.intro)}</p>
<form method="get" action="/dev/mailbox"><label>${e(t.label)}<input type="email" name="to" value="${e(to)}" required autocomplete="email"></label><button type="submit">${e(t.submit)}</button></form>
${list}</main></body></html>`;
}

export function mailboxPageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/mailbox', async (c) => {
    const to = (c.req.query('to') ?? '').slice(0, 300);
    const parsed = MailboxQuerySchema.safeParse({ to });
    const mails = parsed.success ? await mailboxOf(c.get('deps').db, parsed.data.to) : null;
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailboxPage(c.get('lang'), c.get('t').mailbox, to, mails));
  });

  return routes;
}
