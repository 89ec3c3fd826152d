// The ways to pay an invoice, in the order the checkout lists them.
import { createRoute } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { PaymentMethodsResponseSchema } from '../../src/api/contract/invoices.ts';
import { paymentMethods } from '../db/schema.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { serializePaymentMethod } from '../serializers/invoice.ts';

const listPaymentMethods = createRoute({
  method: 'get',
  path: '/payment-methods',
  tags: ['Invoices'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'listPaymentMethods',
  summary: 'The ways to pay an invoice, in the order the checkout lists them',
  responses: { 200: json(PaymentMethodsResponseSchema, 'The payment methods'), ...refusals('AUTHENTICATION_EXCEPTION') },
});

export function paymentMethodRoutes() {
  const routes = describedRoutes();

  on(routes, listPaymentMethods, async (c) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
    return c.json({ data: rows.map((row) => serializePaymentMethod(row, c.get('lang'))) }, 200);
  });

  return routes;
}
