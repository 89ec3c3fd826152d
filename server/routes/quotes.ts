// POST api/quotes (docs/product.md#quote-calls): the price of pieces typed in the calculator, or of
// packages in the warehouse, by air or ocean, to a country. Any signed-in customer; counted per
// customer. The contract's schema checks the rules between fields (pieces or packages, insurance
// with a declared value). GET api/quotes/countries: the countries it can price.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { QuoteRequestSchema } from '../../src/api/contract/quotes.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { countries, shippingRates } from '../db/schema.ts';
import { distinctIds, insuredValue, ownPackages, packageErrors, pieceOf, rateFor } from '../domain/consolidation.ts';
import { refuseErrors } from '../domain/input.ts';
import { quote } from '../domain/quote.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { byName, serializeCountry } from '../serializers/geo.ts';
import { labelQuote } from '../serializers/quote.ts';

export function quoteRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/quotes', requireAuth, async (c) => {
    const user = c.get('user');
    await countPerCustomer(c, c.get('limits').quotes);
    const { db } = c.get('deps');
    const t = c.get('t');
    const body = await readJson(c, QuoteRequestSchema);

    let pieces = body.pieces ?? [];
    if (body.package_ids) {
      const ids = distinctIds(body.package_ids);
      const found = user.clientId === null ? [] : await ownPackages(db, user.clientId, ids);
      refuseErrors(packageErrors(ids, found, t, { toShip: false }));
      pieces = found.map(pieceOf);
    }
    const rate = await rateFor(db, body.country_id, body.service);
    if (!rate) throw new ApiError('FAILED_VALIDATION', { country_id: [t.validation.noRates] });

    const priced = quote({ service: body.service, pieces, declared_value: insuredValue(body), repack: body.repack ?? false }, rate);
    return c.json({ data: labelQuote(priced, t) });
  });

  // The calculator offers only what it can price: the countries with a rate, the caller's own first.
  routes.get('/quotes/countries', requireAuth, async (c) => {
    const lang = c.get('lang');
    const { countryId } = c.get('user');
    const rows = await c.get('deps').db.selectDistinct({ country: countries }).from(shippingRates)
      .innerJoin(countries, eq(countries.id, shippingRates.country_id));
    const priced = rows.map((row) => serializeCountry(row.country, lang)).sort(byName(lang));
    const own = priced.filter((country) => country.id === countryId);
    return c.json({ data: [...own, ...priced.filter((country) => country.id !== countryId)] });
  });

  return routes;
}
