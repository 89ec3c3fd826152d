// A notice e-mail's one-click unsubscribe (docs/product.md#notices), without a session: the signed
// link names the customer and the kind. GET shows what it stops and changes nothing (mail scanners
// open links); POST, from the page's button or the mail client's List-Unsubscribe-Post (RFC 8058),
// turns that kind off. Server-rendered pages outside /api, like the demo mailbox's.
import { Hono, type Context, type Next } from 'hono';
import { eq } from 'drizzle-orm';
import { countAttempt, type Attempt } from '../auth/throttle.ts';
import { clients } from '../db/schema.ts';
import { turnEmailOff } from '../domain/email-off.ts';
import { clientIp } from '../foundation/client-ip.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { pickLanguage } from '../i18n/language.ts';
import { messagesFor } from '../i18n/messages.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../mail/unsubscribe-link.ts';
import { askPage, donePage, invalidPage, tooManyPage } from '../mail/unsubscribe-page.ts';

/** The link is the only key: never indexed, never passed on in a Referer, never kept by a cache. */
function sendPage(c: Context<AppEnv>, status: 200 | 404 | 429, html: string) {
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const portalUrl = (c: Context<AppEnv>) => c.get('deps').publicUrl;

/**
 * Counted per client address before the token is checked: guessing links costs tries. A link that
 * works gives its try back: a mail provider's one-click POSTs come from a few addresses, for all
 * its users.
 */
async function counted(c: Context<AppEnv>, next: Next) {
  let attempt: Attempt;
  try {
    attempt = await countAttempt(c, [{ limit: c.get('limits').noticeSettings, key: `unsubscribe:${clientIp(c)}` }]);
  } catch (refusal) {
    if (!(refusal instanceof ApiError) || refusal.code !== 'TOO_MANY_REQUESTS') throw refusal;
    return sendPage(c, 429, tooManyPage(c.get('lang'), c.get('t').unsubscribe));
  }
  await next();
  if (c.res.status === 200) await attempt.succeeded();
}

const invalid = (c: Context<AppEnv>) => sendPage(c, 404, invalidPage(c.get('lang'), c.get('t').unsubscribe, portalUrl(c)));

export function unsubscribeRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/:token', counted, async (c) => {
    const token = c.req.param('token') ?? '';
    const asked = readUnsubscribeToken(c.get('deps').mediaSecret, token);
    if (!asked) return invalid(c);
    const [client] = await c.get('deps').db.select({ language: clients.language }).from(clients).where(eq(clients.id, asked.clientId));
    if (!client) return invalid(c);
    const lang = pickLanguage(client.language);
    return sendPage(c, 200, askPage(lang, messagesFor(lang).unsubscribe, asked.kind, `${UNSUBSCRIBE_PATH}/${token}`));
  });

  // The body (List-Unsubscribe=One-Click) says nothing the signed link does not: it is not read.
  routes.post('/:token', counted, async (c) => {
    const asked = readUnsubscribeToken(c.get('deps').mediaSecret, c.req.param('token') ?? '');
    if (!asked) return invalid(c);
    const client = await turnEmailOff(c.get('deps').db, asked.clientId, asked.kind);
    if (!client) return invalid(c);
    const lang = pickLanguage(client.language);
    return sendPage(c, 200, donePage(lang, messagesFor(lang).unsubscribe, asked.kind, portalUrl(c)));
  });

  return routes;
}
