// POST api/quotes (docs/product.md#quote-calls): the price of pieces typed in the calculator, or of
// packages in the warehouse, by air or ocean, to a country. Any signed-in customer; counted per
// customer. The contract's schema checks the rules between fields (pieces or packages, insurance
// with a declared value). GET api/quotes/countries: the countries it can price.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { QuoteCountriesResponseSchema, QuoteRequestSchema, QuoteResponseSchema } from '../../src/api/contract/quotes.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { countries, shippingRates } from '../db/schema.ts';
import { distinctIds, insuredValue, ownPackages, packageErrors, pieceOf, rateFor } from '../domain/consolidation.ts';
import { refuseErrors } from '../domain/input.ts';
import { quote } from '../domain/quote.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';
import { byName, serializeCountry } from '../serializers/geo.ts';
import { labelQuote } from '../serializers/quote.ts';

const signedIn = { tags: ['Quotes'], security: SIGNED_IN, middleware: requireAuth };

const priceQuote = createRoute({
  ...signedIn,
  method: 'post',
  path: '/quotes',
  operationId: 'priceQuote',
  summary: 'Prices pieces typed in the calculator, or packages in the warehouse',
  description: "By air or ocean, to a country with a rate. Pieces or packages (the customer's own), and insurance with a declared value. Counted per customer.",
  request: { body: { ...json(QuoteRequestSchema, 'What to price, and how'), required: true } },
  responses: {
    200: json(QuoteResponseSchema, 'The price, line by line'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const listQuoteCountries = createRoute({
  ...signedIn,
  method: 'get',
  path: '/quotes/countries',
  operationId: 'listQuoteCountries',
  summary: 'The countries a quote can price',
  description: "The countries with a rate, by name, the customer's own first.",
  responses: { 200: json(QuoteCountriesResponseSchema, 'The countries'), ...refusals('AUTHENTICATION_EXCEPTION') },
});

export function quoteRoutes() {
  const routes = describedRoutes();

  on(routes, priceQuote, async (c) => {
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
    return c.json({ data: labelQuote(priced, t) }, 200);
  });

  // The calculator offers only what it can price: the countries with a rate, the caller's own first.
  on(routes, listQuoteCountries, async (c) => {
    const lang = c.get('lang');
    const { countryId } = c.get('user');
    const rows = await c.get('deps').db.selectDistinct({ country: countries }).from(shippingRates)
      .innerJoin(countries, eq(countries.id, shippingRates.country_id));
    const priced = rows.map((row) => serializeCountry(row.country, lang)).sort(byName(lang));
    const own = priced.filter((country) => country.id === countryId);
    return c.json({ data: [...own, ...priced.filter((country) => country.id !== countryId)] }, 200);
  });

  return routes;
}
