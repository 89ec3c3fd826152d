// The reference server: the contract's API under /api, the demo outbox, and the built portal.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Deps } from './deps.ts';
import { devApiRoutes } from './dev/api.ts';
import { mailboxPageRoutes } from './dev/mailbox-page.ts';
import { testRoutes } from './dev/test-routes.ts';
import type { AppEnv, Limits } from './http/env.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { closeUnreadBodies, jsonBodyLimit } from './http/json-body-limit.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { buildCsp, securityHeaders } from './http/security-headers.ts';
import { staticSite } from './http/static.ts';
import { pickLanguage } from './i18n/language.ts';
import { messagesFor } from './i18n/messages.ts';
import { createMediaSigner } from './media/sign.ts';
import { authRoutes } from './routes/auth.ts';
import { clientRoutes } from './routes/clients.ts';
import { courierRoutes } from './routes/couriers.ts';
import { departureRoutes } from './routes/departures.ts';
import { geoRoutes } from './routes/geo.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { mediaRoutes } from './routes/media.ts';
import { packageRoutes } from './routes/packages.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { pinRoutes } from './routes/pin.ts';
import { preAlertRoutes } from './routes/pre-alerts.ts';
import { recipientRoutes } from './routes/recipients.ts';
import { searchRoutes } from './routes/search.ts';
import { shipmentRoutes } from './routes/shipments.ts';
import { siteRoutes } from './routes/site.ts';
import { userRoutes } from './routes/users.ts';
import { warehouseRoutes } from './routes/warehouses.ts';

export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong PIN codes per caller address, over every e-mail (each code also has its own tries). */
export const PIN_GRANT_ATTEMPTS = 30;
export const PIN_GRANT_WINDOW_MINUTES = 15;
/** Code e-mails per address and hour, over both purposes (each also waits PIN_RESEND_SECONDS). */
export const PIN_MAILS_PER_HOUR = 5;
/** Wrong current passwords per account on a password change (a stolen token cannot guess the password). */
export const CHANGE_PASSWORD_ATTEMPTS = 5;
export const CHANGE_PASSWORD_WINDOW_MINUTES = 15;
/** Upload attempts (pre-alert bills, proofs of payment, profile pictures) per customer and hour. */
export const UPLOADS_PER_HOUR = 30;

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const logError = deps.logError ?? ((error, context) => console.error(`[server] ${context}`, error));
  const limits: Limits = {
    login: createRateLimiter({ limit: deps.loginAttempts ?? LOGIN_ATTEMPTS, windowMinutes: LOGIN_WINDOW_MINUTES, clock: deps.clock }),
    pinGrant: createRateLimiter({ limit: PIN_GRANT_ATTEMPTS, windowMinutes: PIN_GRANT_WINDOW_MINUTES, clock: deps.clock }),
    pinMail: createRateLimiter({ limit: PIN_MAILS_PER_HOUR, windowMinutes: 60, clock: deps.clock }),
    changePassword: createRateLimiter({ limit: CHANGE_PASSWORD_ATTEMPTS, windowMinutes: CHANGE_PASSWORD_WINDOW_MINUTES, clock: deps.clock }),
    uploads: createRateLimiter({ limit: UPLOADS_PER_HOUR, windowMinutes: 60, clock: deps.clock }),
  };
  const signer = createMediaSigner(deps.mediaSecret, deps.clock);

  app.use('*', async (c, next) => {
    const lang = pickLanguage(c.req.header('Accept-Language'));
    c.set('deps', deps);
    c.set('limits', limits);
    c.set('signer', signer);
    c.set('lang', lang);
    c.set('t', messagesFor(lang));
    await next();
  });
  app.use('*', closeUnreadBodies);
  app.use('*', securityHeaders(buildCsp(deps.cspConnectSrc)));
  app.use('/api/*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers depend on the token and the language; the media route sets its own caching.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.append('Vary', 'Accept-Language');
  });
  app.use('/api/*', jsonBodyLimit);

  for (const routes of [
    authRoutes(),
    pinRoutes(),
    userRoutes(),
    clientRoutes(),
    recipientRoutes(),
    geoRoutes(),
    siteRoutes(),
    warehouseRoutes(),
    departureRoutes(),
    courierRoutes(),
    packageRoutes(),
    preAlertRoutes(),
    shipmentRoutes(),
    invoiceRoutes(),
    paymentMethodRoutes(),
    searchRoutes(),
    mediaRoutes(),
  ]) {
    app.route('/api', routes);
  }
  if (deps.testRoutes) app.route('/api/dev', testRoutes());
  if (deps.mail.kind === 'outbox') {
    app.route('/api/dev', devApiRoutes());
    app.use('/dev/*', compress());
    app.route('/dev', mailboxPageRoutes());
  }
  app.all('/api/*', () => {
    throw new ApiError('NOT_FOUND');
  });
  app.all('/api', () => {
    throw new ApiError('NOT_FOUND');
  });
  if (deps.staticDir) app.use('*', staticSite(deps.staticDir));

  app.notFound((c) => c.text('Not Found', 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : error.status === 401 ? 'AUTHENTICATION_EXCEPTION' : 'FAILED_VALIDATION';
      return errorResponse(c, new ApiError(code));
    }
    logError(error, `${c.req.method} ${c.req.path}`);
    return errorResponse(c, new ApiError('SERVER_ERROR'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
