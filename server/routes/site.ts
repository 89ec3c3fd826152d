import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppSettingsResponseSchema, SiteContentResponseSchema, type AppSettings } from '../../src/api/contract/site.ts';
import { preparedFor } from '../db/prepared.ts';
import { agents, faqs, siteTexts } from '../db/schema.ts';
import { storedSettings } from '../domain/app-settings.ts';
import { optionalAuth } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { CONDITIONAL, NOT_MODIFIED, publicJson } from '../http/public-data.ts';

export const TERMS_KEY = 'terms';

const EMPTY_SETTINGS: Omit<AppSettings, 'shipmentCreation'> = {
  dashboardImageUrlWeb: '',
  signUpImageUrlWeb: '',
  signUpImageUrlMobile: '',
  authImageUrlWeb: '',
  authImageUrlMobile: '',
  supportPhone: '',
  supportUrl: '',
  calculatorUrl: '',
  moreServicesUrl: '',
  lockerPhone: '',
};

// What the site content reads on every page load of a signed-in customer: prepared.
const faqsIn = preparedFor((db) =>
  db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.language, sql.placeholder('lang')))
    .orderBy(asc(faqs.position))
    .prepare('faqs'),
);
const termsIn = preparedFor((db) =>
  db
    .select({ value: siteTexts.value })
    .from(siteTexts)
    .where(and(eq(siteTexts.key, TERMS_KEY), eq(siteTexts.language, sql.placeholder('lang'))))
    .prepare('terms'),
);
const byPlace = [asc(agents.city), asc(agents.name)];
const countryAgents = preparedFor((db) =>
  db
    .select()
    .from(agents)
    .where(eq(agents.country_id, sql.placeholder('countryId')))
    .orderBy(...byPlace)
    .prepare('country_agents'),
);
const allAgents = preparedFor((db) =>
  db
    .select()
    .from(agents)
    .orderBy(...byPlace)
    .prepare('agents'),
);

const readAppSettings = createRoute({
  method: 'get',
  path: '/client-app-settings',
  tags: ['Site'],
  operationId: 'readAppSettings',
  summary: "The company's settings for the portal: pictures, support links, switches",
  description: 'The same for every visitor: a browser may reuse it for a while, and asks again with its `ETag`.',
  request: { headers: CONDITIONAL },
  responses: { 200: json(AppSettingsResponseSchema, 'The settings, an unset one empty'), ...NOT_MODIFIED, ...refusals() },
});

const readSiteContent = createRoute({
  method: 'get',
  path: '/site-content',
  tags: ['Site'],
  // Signed in or not: a customer's token narrows the agents to their country.
  security: [{}, ...SIGNED_IN],
  middleware: optionalAuth,
  operationId: 'readSiteContent',
  summary: 'The FAQ, the terms and conditions, and the agents',
  description: "In the request's language. A signed-in customer with a profile sees their country's agents, anyone else every agent; a token sent must be live.",
  request: { headers: CONDITIONAL },
  responses: { 200: json(SiteContentResponseSchema, 'The content'), ...NOT_MODIFIED, ...refusals('AUTHENTICATION_EXCEPTION') },
});

export function siteRoutes() {
  const routes = describedRoutes();

  on(routes, readAppSettings, async (c) => {
    const stored = await storedSettings(c.get('deps').db);
    // Missing keys fall back to empty strings, so the answer always has the contract's shape.
    // The switch is the server's setting, never the stored settings'.
    const shipmentCreation = c.get('deps').shipmentCreation ?? false;
    return publicJson(c, { data: { ...EMPTY_SETTINGS, ...stored, shipmentCreation } }, { reuse: true });
  });

  // The agents follow the customer's country: revalidated each time.
  on(routes, readSiteContent, async (c) => {
    const { db } = c.get('deps');
    const lang = c.get('lang');
    // The token's query brought the caller's country: a customer without a client sees every agent.
    const countryId = c.get('maybeUser')?.countryId;
    const [faqRows, terms, agentRows] = await Promise.all([
      faqsIn(db).execute({ lang }),
      termsIn(db).execute({ lang }),
      countryId ? countryAgents(db).execute({ countryId }) : allAgents(db).execute(),
    ]);
    return publicJson(c, { data: { faq: faqRows, termsAndConditions: terms[0]?.value ?? '', agents: agentRows } }, { reuse: false });
  });

  return routes;
}
