// The reference server: the contract's API under /api, the demo outbox, and the built portal.
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { HashingBusy } from './auth/password.ts';
import { tooManyRequests } from './auth/throttle.ts';
import type { Deps } from './foundation/deps.ts';
import { devApiRoutes } from './dev/api.ts';
import { mailboxPageRoutes } from './dev/mailbox-page.ts';
import { testRoutes } from './dev/test-routes.ts';
import type { AppEnv } from './foundation/env.ts';
import { isDatabaseOutage } from './db/outage.ts';
import { ApiError, errorResponse, serviceUnavailable } from './foundation/errors.ts';
import { compressJson } from './http/compress-json.ts';
import { drainRefusedBodies } from './http/drain.ts';
import { jsonBodyLimit } from './http/json-body-limit.ts';
import { logOf } from './foundation/log.ts';
import { clientLeft, logRequests } from './http/log-requests.ts';
import { buildCsp, securityHeaders } from './http/security-headers.ts';
import { staticSite } from './http/static.ts';
import { pickLanguage } from './i18n/language.ts';
import { createLimits } from './rate-limits.ts';
import { messagesFor } from './i18n/messages.ts';
import { createMediaSigner } from './media/sign.ts';
import { metricsOf } from './metrics/registry.ts';
import { UNSUBSCRIBE_PATH } from './mail/unsubscribe-link.ts';
import { portalApiRoutes } from './routes/portal-api.ts';
import { healthRoutes } from './routes/health.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { warehouseApi } from './openapi/documents.ts';
import { StoreUnavailable } from './storage/unavailable.ts';

export function createApp(deps: Deps) {
  // Declared routes (server/http/described.ts): the app's registry holds every route it serves.
  const app = new OpenAPIHono<AppEnv>();
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
  // Counted for GET /metrics too, served apart from this app (server/metrics/listener.ts).
  app.use('*', logRequests(log, metricsOf(deps.db).requestDone));
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

  app.route('/api', portalApiRoutes());
  // Without a key the warehouse API does not exist: its paths are unknown ones (docs/product.md#the-warehouse-api).
  if (deps.warehouseApiKeys?.length) app.route('/api/warehouse', warehouseApi());
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
    // The database or the file store does not answer: a while to wait, not a fault (docs/product.md#production).
    const outage = error instanceof StoreUnavailable ? 'store' : isDatabaseOutage(error) ? 'database' : null;
    if (outage) {
      if (!clientLeft(c)) log.warn({ requestId: c.get('requestId'), method: c.req.method, outage, err: error }, `${outage} unavailable`);
      return errorResponse(c, serviceUnavailable(c));
    }
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
