// Every answer a server test receives is checked against its route's declaration
// (docs/product.md#the-described-api): its status is one the route declares, and its body parses
// with the declared schema made strict, so a field the contract does not name fails, nested ones
// and the lists PostgreSQL builds as JSON included.
import { gunzipSync, inflateSync } from 'node:zlib';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../src/api/contract/envelope.ts';

type Declared = { route: RouteConfig; pattern: RegExp; params: number };

const strict = new WeakMap<z.ZodType, z.ZodType>();

/** `schema` with every object strict, however deep. */
export function strictly(schema: z.ZodType): z.ZodType {
  const known = strict.get(schema);
  if (known) return known;
  const made = strictCopy(schema);
  strict.set(schema, made);
  return made;
}

function strictCopy(schema: z.ZodType): z.ZodType {
  const def = (schema as z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strictly(value)]));
      const catchall = def.catchall as z.ZodType | undefined;
      const isNever = catchall && (catchall as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'never';
      return catchall && !isNever ? z.object(shape).catchall(strictly(catchall)) : z.strictObject(shape);
    }
    case 'array':
      return z.array(strictly(def.element as z.ZodType));
    case 'optional':
    case 'default':
    case 'prefault':
      return z.optional(strictly(def.innerType as z.ZodType));
    case 'nullable':
      return z.nullable(strictly(def.innerType as z.ZodType));
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return strictly(def.innerType as z.ZodType);
    case 'union':
      return z.union((def.options as z.ZodType[]).map(strictly) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    case 'intersection':
      // Each side of an intersection names only its own fields: strict sides would refuse each other's.
      return schema;
    case 'record':
      return z.record(def.keyType as z.ZodString, strictly(def.valueType as z.ZodType));
    case 'tuple':
      return z.tuple((def.items as z.ZodType[]).map(strictly) as [z.ZodType, ...z.ZodType[]]);
    case 'lazy':
      return z.lazy(() => strictly((def.getter as () => z.ZodType)()));
    case 'pipe':
      return z.pipe(strictly(def.in as z.ZodType), def.out as z.ZodType);
    default:
      return schema;
  }
}

const declaredOf = new WeakMap<object, Declared[]>();

/** The routes `app` declares, each with the pattern of its path. */
function declaredRoutes(app: OpenAPIHono<never>): Declared[] {
  const known = declaredOf.get(app);
  if (known) return known;
  const routes = app.openAPIRegistry.definitions.flatMap((definition) => (definition.type === 'route' ? [definition.route] : []));
  const declared = routes.map((route) => {
    const segments = route.path.split('/').map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replaceAll(/[.*+?^$()|[\]\\{}]/g, '\\$&')));
    return { route, pattern: new RegExp(`^${segments.join('/')}$`), params: segments.filter((segment) => segment === '[^/]+').length };
  });
  declaredOf.set(app, declared);
  return declared;
}

/** The route `method path` is, a path without parameters before one with. */
export function routeOf(app: OpenAPIHono<never>, method: string, path: string): RouteConfig | undefined {
  const matches = declaredRoutes(app).filter(({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(path));
  return matches.sort((a, b) => a.params - b.params)[0]?.route;
}

type Content = Record<string, { schema?: unknown }>;

/** The answer's text, as a client reads it: compressed answers (server/http/compress-json.ts) inflated. */
async function textOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Throws, saying what is wrong, when `res` is not an answer `method url` declares. */
export async function checkAnswer(app: OpenAPIHono<never>, method: string, url: string, res: Response): Promise<void> {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith('/api/') || path.startsWith('/api/dev/') || method === 'HEAD' || method === 'OPTIONS') return;
  const route = routeOf(app, method, path);
  const where = route ? `${method} ${route.path}` : `${method} ${path} (no declared route)`;
  const responses = (route?.responses ?? {}) as Record<string, { content?: Content }>;
  // An unknown path is the API's NOT_FOUND: an error body like any other.
  const declared = route ? (responses[String(res.status)] ?? responses.default) : { content: { 'application/json': { schema: ErrorBodySchema } } };
  if (!declared) throw new Error(`${where} answered ${res.status}, which it does not declare (${Object.keys(responses).join(', ')})`);
  if (!declared.content) {
    const text = await textOf(res);
    if (text !== '') throw new Error(`${where} answered ${res.status} with a body, where it declares none`);
    return;
  }
  const type = mediaType(res.headers.get('Content-Type'));
  const content = declared.content[type];
  if (!content) throw new Error(`${where} answered ${res.status} as ${type || 'nothing'}, where it declares ${Object.keys(declared.content).join(', ')}`);
  if (type !== 'application/json') return;
  const body: unknown = JSON.parse(await textOf(res));
  const parsed = strictly(content.schema as z.ZodType).safeParse(body);
  if (!parsed.success) {
    throw new Error(`${where} answered ${res.status} outside its declared schema:\n${z.prettifyError(parsed.error)}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
}

/** `app.request`, its answer checked as the test app's are: for a test that builds its own app. */
export async function checkedRequest(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await app.request(path, init);
  await checkAnswer(app as never, init.method ?? 'GET', path, res);
  return res;
}
