// The server's side of a new flow with a route (docs/architecture.md#the-generator): the
// contract's shapes, the client method, the route, the domain rule's place, and the route's test,
// which asserts only what holds before the rule is written and names the rule as a test to write.
import { FIELD } from './machine-files.ts';
import type { FlowOptions, Route } from './options.ts';
import { limitName } from './view-files.ts';

/** The server modules a route is built from, from server/routes/. */
const SERVER = {
  validate: '../foundation/validate.ts',
  auth: '../http/auth-middleware.ts',
  throttle: '../auth/throttle.ts',
  described: '../http/described.ts',
};

const routeOf = (options: FlowOptions): Route => {
  if (!options.route) throw new Error('the flow has no route');
  return options.route;
};
/** The described API's tag: the path's first part, as the other routes there (`Users`). */
const tagOf = (route: Route) => {
  const first = route.path.split('/')[2]!;
  return first[0]!.toUpperCase() + first.slice(1);
};
/** `/api/users/me/close` as Hono's route and the client's relative address (`api/users/me/close`). */
const apiPath = (route: Route) => route.path.replace(/^\/api/, '');

export function contractFile(options: FlowOptions): string {
  const { names: n } = options;
  const route = routeOf(options);
  return `import { z } from 'zod';
import { dataOf } from './envelope.ts';

/** The note's length at most: the form stops there, the server refuses more. */
export const ${limitName(options)} = 200;

export const ${n.pascal}RequestSchema = z.object({ ${FIELD}: z.string().trim().min(1).max(${limitName(options)}) });
export type ${n.pascal}Request = z.infer<typeof ${n.pascal}RequestSchema>;
/** ${route.method} ${route.path.slice(1)}: done. */
export const ${n.pascal}ResponseSchema = dataOf(z.object({ done: z.literal(true) }));
`;
}

export function clientFile(options: FlowOptions): string {
  const { names: n } = options;
  const route = routeOf(options);
  return `import type { Http } from './http.ts';
import { ${n.pascal}ResponseSchema, type ${n.pascal}Request } from './contract/${n.kebab}.ts';

export const ${n.camel}Api = (http: Http) => ({
  /** ${route.method} ${route.path.slice(1)}. */
  send: async (body: ${n.pascal}Request) =>
    (await http.request(${n.pascal}ResponseSchema, '${route.path.slice(1)}', { method: '${route.method}', body })).data,
});
export type ${n.pascal}Api = ReturnType<typeof ${n.camel}Api>;
`;
}

export function domainFile(options: FlowOptions): string {
  const { names: n } = options;
  return `import type { Db } from '../db/open.ts';
import type { ${n.pascal}Request } from '../../src/api/contract/${n.kebab}.ts';

/**
 * The ${n.words}'s rule (docs/product.md#4-flows), for the signed-in customer: what it reads,
 * checks and changes in the database. Its test is the \`it.todo\` of tests/server/${n.kebab}.test.ts.
 */
export async function ${n.camel}(db: Db, userId: number, request: ${n.pascal}Request): Promise<void> {
  void db;
  void userId;
  void request;
}
`;
}

export function routeFile(options: FlowOptions): string {
  const { names: n } = options;
  const route = routeOf(options);
  return `import { createRoute } from '@hono/zod-openapi';
import { ${n.pascal}RequestSchema, ${n.pascal}ResponseSchema } from '../../src/api/contract/${n.kebab}.ts';
import { ${n.camel} } from '../domain/${n.kebab}.ts';
import { countPerCustomer } from '${SERVER.throttle}';
import { requireAuth } from '${SERVER.auth}';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '${SERVER.described}';
import { readJson } from '${SERVER.validate}';

const ${n.camel}Route = createRoute({
  method: '${route.method.toLowerCase()}',
  path: '${apiPath(route)}',
  tags: ['${tagOf(route)}'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: '${n.camel}',
  summary: 'The ${n.words}',
  request: { body: { ...json(${n.pascal}RequestSchema, 'The note'), required: true } },
  responses: {
    200: json(${n.pascal}ResponseSchema, 'Done'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'),
  },
});

export function ${n.camel}Routes() {
  const routes = describedRoutes();

  on(routes, ${n.camel}Route, async (c) => {
    // Counted before the body is read, as every customer write is.
    await countPerCustomer(c, c.get('limits').${n.camel});
    const body = await readJson(c, ${n.pascal}RequestSchema);
    await ${n.camel}(c.get('deps').db, c.get('user').id, body);
    return c.json({ data: { done: true as const } }, 200);
  });

  return routes;
}
`;
}

export const VALID_BODY = `{ ${FIELD}: 'Una nota' }`;

export function serverTestFile(options: FlowOptions): string {
  const { names: n } = options;
  const route = routeOf(options);
  return `// ${route.method} ${route.path.slice(1)}: the ${n.words} (docs/product.md#4-flows).
import { describe, expect, it } from 'vitest';
import { ${n.pascal}ResponseSchema } from '../../src/api/contract/${n.kebab}.ts';
import { expectError } from './support/errors.ts';
import { signUp } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const PATH = '${route.path}';
const METHOD = '${route.method}';
const VALID = ${VALID_BODY};

describe('${route.method} ${route.path.slice(1)}', () => {
  it('answers 401 without a token', async () => {
    await expectError(await t.request(PATH, { method: METHOD, json: VALID }), 'AUTHENTICATION_EXCEPTION');
  });

  it('answers 422 to an empty body, naming the field', async () => {
    const { token } = await signUp(t);
    const res = await t.request(PATH, { method: METHOD, token, json: {} });
    await expectError(res, 'FAILED_VALIDATION');
  });

  it('answers a valid request as the contract says', async () => {
    const { token } = await signUp(t);
    const res = await t.request(PATH, { method: METHOD, token, json: VALID });
    expect(res.status).toBe(200);
    expect(${n.pascal}ResponseSchema.parse(await res.json())).toEqual({ data: { done: true } });
  });

  it.todo('${n.words}: the rule of server/domain/${n.kebab}.ts, and what it changes in the database');
});
`;
}
