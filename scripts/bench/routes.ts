// What the bench measures, route by route, and the targets. The signed-in routes are the route
// table's pages (route-table.ts): each one's JavaScript is weighed and its page load checked for
// requests made twice.
import { paths } from '../../src/lib/paths.ts';
import { PAGE_SIZES } from '../../src/lib/page-sizes.ts';
import { signedInTable } from './route-table.ts';

export const TARGETS = {
  signInJsKb: 120,
  /** Every signed-in route's JavaScript (gzip). */
  signedInJsKb: 200,
  /** Lighthouse accessibility, on every route Lighthouse opens. */
  accessibility: 100,
  signIn: {
    performance: 100,
    /** TBT at most this many times the floor's (see floor.ts)… */
    tbtFloorFactor: 2,
    /** …or the floor's plus this much: the floor's TBT is often 0 ms, whose double is no target. */
    tbtFloorSlackMs: 50,
  },
  myAccount: { performance: 95, lcpMs: 2000, tbtMs: 200 },
  /** Requests with the same method and URL made more than once in one page load. */
  duplicateRequests: 0,
  api: { pglite: { p99Ms: 50, rps: 400 }, postgres: { rps: 1500 } },
};

// The demo customer of the server's demo data (as e2e/support/session.ts).
export const DEMO = { email: 'demo@casillero.test', password: 'casillero-demo' };
// Where the portal keeps the bearer token (src/api/token-store.ts).
export const TOKEN_STORAGE_KEY = 'userToken';

/** A source file (exact path from the repository's root) or a pattern of them. */
export type Source = string | RegExp;

/** Lighthouse's targets on a route; `tbt: 'floor'` is the sign-in target, relative to the floor. */
export type LighthouseTargets = { performance?: number; lcpMs?: number; tbt?: number | 'floor' };

/**
 * A route whose JavaScript is weighed: the entry (index.html) with its static imports and the boot
 * chunk it imports right away, plus the chunks holding `sources` (the route's lazily loaded
 * modules) with their static imports. `jsKb` is the route's budget (gzip). `lighthouse`: Lighthouse
 * opens it too (`signedIn`: as the demo customer).
 */
export type BundleRoute = {
  name: string;
  path: string;
  sources: Source[];
  jsKb?: number;
  lighthouse?: { signedIn: boolean; targets: LighthouseTargets };
};

// Loaded on every route, besides the entry and the boot: the Spanish catalog.
export const EVERY_ROUTE: Source[] = ['locale/es/messages.po'];
// Loaded on every signed-in route: the lazy route table, the shell and the signed-in catalog.
const SIGNED_IN: Source[] = ['src/app/signed-in-routes.tsx', /^src\/app\/shell\//, 'locale/es/signed-in.po'];
const FORMS: Source = 'locale/es/forms.po';
const PUBLIC_FLOWS: Source = 'locale/es/public-flows.po';

export const PUBLIC_ROUTES: BundleRoute[] = [
  {
    name: 'sign-in',
    path: paths.signIn,
    sources: [],
    jsKb: TARGETS.signInJsKb,
    lighthouse: { signedIn: false, targets: { performance: TARGETS.signIn.performance, tbt: 'floor' } },
  },
  {
    // The whole wizard is one lazy chunk; the phone field (loaded on the data step) counts too.
    name: 'sign-up',
    path: paths.createAccount,
    sources: ['src/features/sign-up/sign-up-flow.tsx', 'src/ui/forms/phone-field-impl.tsx', FORMS, PUBLIC_FLOWS],
  },
  {
    name: 'recovery',
    path: paths.passwordRecovery,
    sources: ['src/features/recovery/recovery-flow.tsx', FORMS, PUBLIC_FLOWS],
  },
];

/**
 * Ids of the demo customer's records, for the detail routes (read from the API, see requests.ts);
 * `unpaidInvoice`: an invoice with a debt, which the checkout opens on.
 */
export type DemoIds = Record<'package' | 'preAlert' | 'shipment' | 'invoice' | 'unpaidInvoice' | 'paymentMethod', number | string>;

export type SignedInRoute = {
  name: string;
  /** The address to open; detail routes take an id of the demo customer's. */
  path: (id: DemoIds) => string;
  /** The modules signed-in-routes.tsx loads lazily for it (the layout's too). */
  pages: string[];
  /** The catalogs it loads besides the shell's (`withTexts` in signed-in-routes.tsx): its feature's, the forms'. */
  catalogs?: string[];
  lighthouse?: LighthouseTargets;
};

const F = 'src/features';

/** What the table cannot say: the demo record a detail opens, the step a page fetches, Lighthouse's targets. */
const EXTRAS: Partial<Record<keyof typeof paths, Partial<Pick<SignedInRoute, 'path' | 'pages' | 'lighthouse'>>>> = {
  myAccount: { lighthouse: { performance: TARGETS.myAccount.performance, lcpMs: TARGETS.myAccount.lcpMs, tbt: TARGETS.myAccount.tbtMs } },
  packageDetail: { path: (id) => paths.packageDetail(id.package) },
  preAlertDetail: { path: (id) => paths.preAlertDetail(id.preAlert) },
  shipmentDetail: { path: (id) => paths.shipmentDetail(id.shipment) },
  invoiceDetail: { path: (id) => paths.invoiceDetail(id.invoice) },
  // The checkout fetches the page of its step with the invoice (checkout-page.tsx).
  paymentMethod: { path: (id) => paths.paymentMethod(id.unpaidInvoice), pages: [`${F}/checkout/payment-method-view.tsx`] },
  payment: { path: (id) => paths.paymentFor(id.unpaidInvoice, id.paymentMethod), pages: [`${F}/checkout/payment-form-view.tsx`] },
};

/** `packageDetail` → `package-detail`: a route's name in the reports. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The signed-in area's pages, read from its route table (src/app/signed-in-routes.tsx). With the
 * company's switch off (the bench's server), the consolidation flow leads back to the list; its
 * code is weighed all the same.
 */
export const SIGNED_IN_ROUTES: SignedInRoute[] = signedInTable().map(({ address, modules, catalogs }) => {
  const extra = EXTRAS[address as keyof typeof paths] ?? {};
  const fixed = paths[address as keyof typeof paths];
  if (typeof fixed !== 'string' && !extra.path) throw new Error(`the bench does not know which record ${address} opens: add it to EXTRAS`);
  return {
    name: kebab(address),
    path: extra.path ?? (() => fixed as string),
    pages: [...modules, ...(extra.pages ?? [])],
    catalogs,
    ...(extra.lighthouse ? { lighthouse: extra.lighthouse } : {}),
  };
});

/** The route's address with placeholders for its ids, for the report. */
export const pattern = (route: SignedInRoute) =>
  decodeURIComponent(
    route.path({ package: ':package', preAlert: ':preAlert', shipment: ':shipment', invoice: ':invoice', unpaidInvoice: ':unpaidInvoice', paymentMethod: ':method' }),
  );

/** Every route whose JavaScript is weighed. */
export const BUNDLE_ROUTES: BundleRoute[] = [
  ...PUBLIC_ROUTES,
  ...SIGNED_IN_ROUTES.map((route) => ({
    name: route.name,
    path: pattern(route),
    sources: [...SIGNED_IN, ...route.pages, ...(route.catalogs ?? []).map((name) => `locale/es/${name}.po`)],
    jsKb: TARGETS.signedInJsKb,
    ...(route.lighthouse ? { lighthouse: { signedIn: true, targets: route.lighthouse } } : {}),
  })),
];

/**
 * The API routes measured with autocannon: the lists, and what my account asks for as it loads
 * (src/features/account/ and the shell; the requests step checks this list against its network
 * log). `long`: measured BENCH_API_SECONDS (10 s), the others at most 5 s.
 */
export type ApiRoute = { path: string; myAccount?: boolean; long?: boolean };
const list = (name: string, pageSize: number) => `/api/${name}?page=1&page_size=${pageSize}`;
export const API_ROUTES: ApiRoute[] = [
  { path: list('packages', 20), long: true },
  { path: list('shipments', 10) },
  { path: list('invoices', 10) },
  { path: '/api/users/me', myAccount: true },
  { path: list('packages', PAGE_SIZES.accountPackages), myAccount: true },
  { path: list('shipments', PAGE_SIZES.accountShipments), myAccount: true },
  { path: '/api/client-app-settings', myAccount: true },
  { path: '/api/site-content', myAccount: true },
  { path: '/api/warehouses', myAccount: true },
  // The demo customer lives in Venezuela (country 1).
  { path: '/api/departures/available?country_id=1', myAccount: true },
];
