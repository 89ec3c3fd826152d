// The OpenAPI documents of the two APIs (docs/product.md#the-described-api), written from the
// declared routes themselves: `npm run openapi` keeps docs/api/ in step, and the warehouse's is
// served at GET api/warehouse/openapi.json.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { describedRoutes, type DescribedRoutes } from '../http/described.ts';
import { portalApiRoutes } from '../routes/portal-api.ts';
import { warehouseApiRoutes } from '../routes/warehouse/routes.ts';
import { namedComponents } from './components.ts';

/** The documents' version: the contract's, raised by hand when an answer changes shape. */
const API_VERSION = '1.0.0';

type Described = { title: string; description: string; prefix: string; routes: () => DescribedRoutes; security: Record<string, object> };

const PORTAL: Described = {
  title: 'Casillero: the customers’ API',
  description: 'What the portal calls: sign-up, sign-in, lockers, pre-alerts, packages, shipments, recipients, invoices and their payments, notices, the shared tracking page and signed media. Answers are in the language of `Accept-Language` (Spanish by default, English on request).',
  prefix: '/api',
  routes: portalApiRoutes,
  security: { customerToken: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/auth/token.' } },
};

const WAREHOUSE: Described = {
  title: 'Casillero: the warehouse API',
  description: 'The company’s side: receive packages and their photos, move shipments through their lifecycle, issue invoices and review proofs of payment, read what customers requested, and follow webhooks. Every call needs one of the company’s keys. docs/operations.md, “The warehouse API”, walks through it.',
  prefix: '/api/warehouse',
  routes: () => warehouseApi(),
  security: { warehouseKey: { type: 'http', scheme: 'bearer', description: 'One of the keys of WAREHOUSE_API_KEYS.' } },
};

function generate({ title, description, prefix, routes, security }: Described, components: [string, z.ZodType][]) {
  const app: OpenAPIHono = describedRoutes() as unknown as OpenAPIHono;
  // As registry.register() would, on the very instances the routes use (it would copy them).
  const definitions = (app.openAPIRegistry as unknown as { _definitions: { type: 'schema'; schema: z.ZodType }[] })._definitions;
  for (const [, schema] of components) definitions.push({ type: 'schema', schema });
  app.route(prefix, routes() as unknown as OpenAPIHono);
  for (const [name, scheme] of Object.entries(security)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme as never);
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: { title, description, version: API_VERSION } });
}

type Json = unknown;

/**
 * A nullable use of a component comes out as `allOf: [{$ref}, {type: [<type>, "null"]}]`, which no
 * null satisfies (the component's own type refuses it): written as what it means, `anyOf` the
 * component or null.
 */
function nullableRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(nullableRefs);
  if (typeof node !== 'object' || node === null) return node;
  const { allOf } = node as { allOf?: Json[] };
  const [ref, extra, ...more] = allOf ?? [];
  const type = (extra as { type?: unknown } | undefined)?.type;
  const isNullOnly = Object.keys(extra ?? {}).length === 1 && Array.isArray(type) && type.includes('null');
  if (more.length === 0 && Object.keys(node).length === 1 && typeof (ref as { $ref?: unknown })?.$ref === 'string' && isNullOnly) {
    return { anyOf: [ref, { type: 'null' }] };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableRefs(value)]));
}

/**
 * A component is written as its first use shows it, so a shape first met as `nullable()` would read
 * as nullable everywhere: the components the routes use are written first, as they are.
 */
function documentOf(described: Described) {
  const named = namedComponents();
  const used = new Set(Object.keys(generate(described, []).components?.schemas ?? {}));
  return nullableRefs(generate(described, named.filter(([refId]) => used.has(refId)))) as ReturnType<typeof generate>;
}

export const portalDocument = () => documentOf(PORTAL);
export const warehouseDocument = () => documentOf(WAREHOUSE);

/** The warehouse API, its document served at GET api/warehouse/openapi.json. */
export const warehouseApi = () => warehouseApiRoutes(warehouseDocument);

/** A document as docs/api/ keeps it. */
export const documentText = (document: object) => `${JSON.stringify(document, null, 2)}\n`;
