// The ways to pay an invoice, in the order the checkout lists them.
import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { paymentMethods } from '../db/schema.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { serializePaymentMethod } from '../serializers/invoice.ts';

export function paymentMethodRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/payment-methods', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
    return c.json({ data: rows.map((row) => serializePaymentMethod(row, c.get('lang'))) });
  });

  return routes;
}
