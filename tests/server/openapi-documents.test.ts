// The described API (docs/product.md#the-described-api): docs/api/ is in step with the declared
// routes, both documents pass a real OpenAPI validator, every route the APIs serve is declared, and
// the warehouse's document is served to a key.
import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import type { DescribedRoutes } from '../../server/http/described.ts';
import { documentText, portalDocument, warehouseApi, warehouseDocument } from '../../server/openapi/documents.ts';
import { portalApiRoutes } from '../../server/routes/portal-api.ts';
import { useTestApp } from './support/test-app.ts';

const KEY = 'openapi-documents-key-0123456789abcdef';
const t = useTestApp({ warehouseApiKeys: [KEY] });

const APIS = [
  { name: 'portal', document: portalDocument, routes: portalApiRoutes },
  { name: 'warehouse', document: warehouseDocument, routes: warehouseApi },
];

type Operation = { operationId?: string; responses: Record<string, unknown> };
const operationsOf = (document: { paths?: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths ?? {}).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** Hono's `:id{[0-9]+}` as the document writes it: `{id}`. */
const asDocumentPath = (path: string) => path.replaceAll(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');

/** Every method and path the routes serve (middleware, which runs on every method, aside). */
const served = (routes: DescribedRoutes) =>
  routes.routes.filter(({ method }) => method !== 'ALL').map(({ method, path }) => `${method.toLowerCase()} ${asDocumentPath(path)}`);

for (const { name, document, routes } of APIS) describe(`docs/api/${name}.openapi.json`, () => {
  const built = document();

  it('is what the declared routes write (run `npm run openapi` after changing a route)', () => {
    expect(readFileSync(`docs/api/${name}.openapi.json`, 'utf8')).toBe(documentText(built));
  });

  it('is a valid OpenAPI 3.1 document, without warnings', async () => {
    const result = await validate(structuredClone(built) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('declares every route the API serves, each with an operation id, an answer and its refusals', () => {
    const operations = operationsOf(built as never);
    const prefix = name === 'portal' ? '/api' : '/api/warehouse';
    const declared = operations.map(({ method, path }) => `${method} ${path.slice(prefix.length) || '/'}`);
    expect([...new Set(served(routes()))].sort()).toEqual([...declared].sort());
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      expect(Object.keys(operation.responses).some((status) => /^2/.test(status)), `${method} ${path}`).toBe(true);
      expect(operation.responses, `${method} ${path}`).toHaveProperty('500');
    }
  });
});

describe('the portal document', () => {
  it('leaves out the dev and test routes, health and the warehouse API', () => {
    const paths = Object.keys(portalDocument().paths ?? {});
    expect(paths.filter((path) => /^\/api\/(dev|warehouse)\b|healthz|readyz/.test(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/api/track/{token}', '/api/media/{id}']));
  });
});

describe('GET api/warehouse/openapi.json', () => {
  it('serves the warehouse document to a key, and nothing without one', async () => {
    const res = await t.request('/api/warehouse/openapi.json', { token: KEY });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(readFileSync('docs/api/warehouse.openapi.json', 'utf8')));
    expect((await t.request('/api/warehouse/openapi.json')).status).toBe(401);
  });
});
