// The answer check every server test runs (support/declared-answers.ts) refuses what a route does not declare.
import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedRoutes, idParams, json, noContent, on, refusals } from '../../server/http/described.ts';
import { checkAnswer, routeOf, strictly } from './support/declared-answers.ts';

const Item = z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })), note: z.string().nullable().optional() });

const routes = describedRoutes();
const getItem = createRoute({
  method: 'get',
  path: '/api/items/{id}',
  request: { params: idParams('id') },
  responses: { 200: json(z.object({ data: Item }), 'The item'), ...refusals('NOT_FOUND') },
});
const newItems = createRoute({ method: 'get', path: '/api/items/new', responses: { 200: json(z.object({ data: z.array(Item) }), 'New items') } });
const dropItem = createRoute({ method: 'delete', path: '/api/items/{id}', request: { params: idParams('id') }, responses: { 204: noContent('Dropped') } });
on(routes, getItem, (c) => c.json({ data: { id: 1, tags: [] } }, 200));
on(routes, newItems, (c) => c.json({ data: [] }, 200));
on(routes, dropItem, (c) => c.body(null, 204));
const app = routes as never;

const answer = (body: unknown, status = 200, type = 'application/json') => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const item = { id: 1, tags: [{ name: 'a' }] };

describe('the declared answers check', () => {
  it('passes an answer as declared, and an error envelope on a declared refusal', async () => {
    await expect(checkAnswer(app, 'GET', '/api/items/7', answer({ data: item }))).resolves.toBeUndefined();
    await expect(checkAnswer(app, 'GET', '/api/items/7?x=1', answer({ code: 'NOT_FOUND', message: 'No' }, 404))).resolves.toBeUndefined();
    await expect(checkAnswer(app, 'DELETE', '/api/items/7', new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it('refuses a field the contract does not name, however deep', async () => {
    await expect(checkAnswer(app, 'GET', '/api/items/7', answer({ data: { ...item, secret: 1 } }))).rejects.toThrow(/secret/);
    await expect(checkAnswer(app, 'GET', '/api/items/7', answer({ data: { ...item, tags: [{ name: 'a', leaked: true }] } }))).rejects.toThrow(/leaked/);
    expect(strictly(Item).safeParse({ ...item, note: null }).success).toBe(true);
  });

  it('refuses a status or a media type the route does not declare', async () => {
    await expect(checkAnswer(app, 'GET', '/api/items/7', answer({ code: 'FAILED_VALIDATION', message: 'No' }, 422))).rejects.toThrow(/422, which it does not declare/);
    await expect(checkAnswer(app, 'GET', '/api/items/7', answer('<p>', 200, 'text/html'))).rejects.toThrow(/text\/html/);
  });

  it('matches a fixed path before a parameter, and routes ids as digits only', async () => {
    expect(routeOf(app, 'GET', '/api/items/new')?.path).toBe('/api/items/new');
    expect(routeOf(app, 'GET', '/api/items/12')?.path).toBe('/api/items/{id}');
    expect((await routes.request('/api/items/new')).status).toBe(200);
    expect((await routes.request('/api/items/x1')).status).toBe(404);
  });
});
