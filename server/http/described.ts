// Every route of both APIs is declared (docs/product.md#the-described-api): its request, each
// answer's schema and its refusals, so a handler's answer is type-checked against the contract and
// the OpenAPI documents are written from the routes themselves. The request is declared for the
// document only: handlers read it with server/foundation/validate.ts, whose refusals are translated and
// name every field, and an upload streams through busboy unread by any validator.
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../foundation/env.ts';
import { INT4_MAX } from '../foundation/validate.ts';

export const describedRoutes = () => new OpenAPIHono<AppEnv>();
export type DescribedRoutes = ReturnType<typeof describedRoutes>;

/** A record's id in a path: routed only when it is digits, as before the routes were declared. */
const ID = z.coerce.number().int().min(1).max(INT4_MAX);

/** The path's ids, each a positive integer. */
export const idParams = <const N extends string>(...names: N[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, ID])) as Record<N, typeof ID>);

/** Hono's path for the router: `{id}` → `:id{[0-9]+}` for an id, `:name` otherwise. */
function routingPath(route: RouteConfig): string {
  const params = route.request?.params as z.ZodObject | undefined;
  return route.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) => (params?.shape[name] === ID ? `:${name}{[0-9]+}` : `:${name}`));
}

/** The customer's bearer token (POST api/auth/token). */
export const SIGNED_IN = [{ customerToken: [] }];
/** One of the company's keys (WAREHOUSE_API_KEYS). */
export const WAREHOUSE_KEY = [{ warehouseKey: [] }];

/** A JSON answer or body. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });

/** No body: 204. */
export const noContent = (description: string) => ({ description });

type Refusal = { description: string; content: { 'application/json': { schema: typeof ErrorBodySchema } } };

/**
 * The route's refusals, one answer per status, naming the codes it may carry; any route may also
 * fail (SERVER_ERROR, 500), or find the database or the file store down for a while
 * (SERVICE_UNAVAILABLE, 503, with Retry-After: docs/product.md#production).
 */
export function refusals(...codes: ErrorCode[]): Record<number, Refusal> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'SERVER_ERROR' as const, 'SERVICE_UNAVAILABLE' as const]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, named]) => [status, { description: `Refused: ${named.join(', ')}`, content: { 'application/json': { schema: ErrorBodySchema } } }]),
  );
}

/**
 * Declares `route` on `routes` and routes it to `handler`, whose answers must be the route's.
 * The route's own validators are left out: the handler reads its input itself (see above).
 */
export function on<R extends RouteConfig>(routes: DescribedRoutes, route: R, handler: RouteHandler<R, AppEnv>): void {
  const { middleware: _middleware, hide, ...declared } = route;
  // Any body but a GET's is measured before the route runs (server/http/json-body-limit.ts), read or not.
  const measured = route.method === 'get' ? {} : refusals('PAYLOAD_TOO_LARGE');
  if (!hide) routes.openAPIRegistry.registerPath({ ...declared, responses: { ...measured, ...declared.responses } });
  const { request: _request, ...answered } = route;
  routes.openapi({ ...answered, path: routingPath(route), hide: true } as R, handler as never);
}
