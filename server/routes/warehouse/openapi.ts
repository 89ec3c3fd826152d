// The warehouse API's own description, for a client generator or an API tool (docs/product.md#the-described-api).
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { describedRoutes, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';

/** What a reader of the document relies on; the rest is OpenAPI 3.1's. */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()).optional(),
});

const describe = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Description'],
  security: WAREHOUSE_KEY,
  operationId: 'getOpenApiDocument',
  summary: 'This document: the warehouse API in OpenAPI 3.1',
  responses: {
    200: json(OpenApiDocumentSchema, 'The document, as docs/api/warehouse.openapi.json holds it'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS'),
  },
});

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** `document` writes it (server/openapi/documents.ts, which reads these routes: it is given, not imported). */
export function warehouseOpenApiRoutes(document: () => OpenApiDocument) {
  const routes = describedRoutes();
  // Written once per process: the routes do not change while it runs.
  let written: OpenApiDocument | undefined;
  on(routes, describe, (c) => c.json((written ??= document()), 200));
  return routes;
}
