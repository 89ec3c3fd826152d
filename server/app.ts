// The reference server: the contract's API under /api, the demo outbox, and the built portal.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { HashingBusy } from './auth/password.ts';
import { tooManyRequests } from './auth/throttle.ts';
import type { Deps } from './deps.ts';
import { devApiRoutes } from './dev/api.ts';
import { mailboxPageRoutes } from './dev/mailbox-page.ts';
import { testRoutes } from './dev/test-routes.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { compressJson } from './http/compress-json.ts';
import { drainRefusedBodies } from './http/drain.ts';
import { jsonBodyLimit } from './http/json-body-limit.ts';
import { logOf } from './http/log.ts';
import { clientLeft, logRequests } from './http/log-requests.ts';
import { buildCsp, securityHeaders } from './http/security-headers.ts';
import { staticSite } from './http/static.ts';
import { pickLanguage } from './i18n/language.ts';
import { createLimits } from './rate-limits.ts';
import { messagesFor } from './i18n/messages.ts';
import { createMediaSigner } from './media/sign.ts';
import { UNSUBSCRIBE_PATH } from './mail/unsubscribe-link.ts';
import { authRoutes } from './routes/auth.ts';
import { clientRoutes } from './routes/clients.ts';
import { courierRoutes } from './routes/couriers.ts';
import { departureRoutes } from './routes/departures.ts';
import { geoRoutes } from './routes/geo.ts';
import { healthRoutes } from './routes/health.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { mediaRoutes } from './routes/media.ts';
import { noticeRoutes } from './routes/notices.ts';
import { noticeSettingsRoutes } from './routes/notice-settings.ts';
import { packageRoutes } from './routes/packages.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { pinRoutes } from './routes/pin.ts';
import { preAlertRoutes } from './routes/pre-alerts.ts';
import { recipientRoutes } from './routes/recipients.ts';
import { searchRoutes } from './routes/search.ts';
import { shipmentRequestRoutes } from './routes/shipment-requests.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { shipmentRoutes } from './routes/shipments.ts';
import { shipmentShareRoutes } from './routes/shipment-shares.ts';
import { siteRoutes } from './routes/site.ts';
import { trackRoutes } from './routes/track.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { userRoutes } from './routes/users.ts';
import { warehouseRoutes } from './routes/warehouses.ts';
import { warehouseApiRoutes } from './routes/warehouse/routes.ts';

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const log = logOf(deps);
  const limits = createLimits(deps.rateLimits, deps.db);
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
  app.use('*', logRequests(log));
  app.use('*', drainRefusedBodies);
  app.use('*', securityHeaders(buildCsp(deps.cspConnectSrc)));
  // JSON over 1 KB only: a small answer gains nothing, and files go as they are stored.
  app.use('/api/*', compressJson);
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
    shipmentRequestRoutes(),
    shipmentShareRoutes(),
    trackRoutes(),
    quoteRoutes(),
    invoiceRoutes(),
    paymentMethodRoutes(),
    searchRoutes(),
    noticeRoutes(),
    noticeSettingsRoutes(),
    mediaRoutes(),
  ]) {
    app.route('/api', routes);
  }
  // Without a key the warehouse API does not exist: its paths are unknown ones (docs/product.md#the-warehouse-api).
  if (deps.warehouseApiKeys?.length) app.route('/api/warehouse', warehouseApiRoutes());
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
  // A notice e-mail's link, without a session: a page of its own, outside /api (docs/product.md#notices).
  app.route(UNSUBSCRIBE_PATH, unsubscribeRoutes());
  app.route('/', healthRoutes());
  if (deps.staticDir) app.use('*', staticSite(deps.staticDir));

  app.notFound((c) => c.text('Not Found', 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // The password-hashing queue is full: a flood; the caller may try again in a moment.
    if (error instanceof HashingBusy) return errorResponse(c, tooManyRequests(c, 1));
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : error.status === 401 ? 'AUTHENTICATION_EXCEPTION' : 'FAILED_VALIDATION';
      return errorResponse(c, new ApiError(code));
    }
    // A body that stopped coming because its client left: its request's line says so (aborted).
    if (!clientLeft(c)) log.error({ requestId: c.get('requestId'), method: c.req.method, err: error }, 'server error');
    return errorResponse(c, new ApiError('SERVER_ERROR'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
