// What the bench measures, route by route, and the goals. The signed-in routes are the route
// table's pages (route-table.ts): each one's JavaScript is weighed and its page load checked for
// requests made twice.
import { paths } from '../../src/lib/paths.ts';
import { PAGE_SIZES } from '../../src/lib/page-sizes.ts';
import { signedInTable } from './route-table.ts';

/**
 * The goals: each a ratio to a floor measured in the same run (floor.ts, api.ts), as this machine's
 * speed varies up to 4× from day to day and moves a page and its floor alike.
 */
export const GOALS = {
  /** Sign-in against the bare sign-in page, behind the server and on a static host. */
  signIn: { lcpRatio: 1.1, scriptsRatio: 1.5 },
  /**
   * My account against the bare signed-in page: cold LCP at most this ratio per protocol (what the
   * card's libraries allow, docs/performance.md#goals-and-todays-ratios), TBT at most the floor's plus this.
   */
  myAccount: { lcpRatio: { 'HTTP/1.1': 1.4, 'HTTP/2': 1.3 }, tbtOverFloorMs: 100 },
  /**
   * Return visits (scripts/bench/return-visit.ts): my account's greeting painted, with the service
   * worker, against the bare signed-in page's LCP on its own return visit; opened with no network,
   * against its own return visit.
   */
  returnVisit: { ofBareReturn: 0.8, offlineOfReturn: 1.0 },
  /** Each list on PostgreSQL, requests a second, against its own query on a bare route. */
  listOfCeiling: 0.8,
  /** The same, against its own page query with the token checked and touched in it, as the portal does. */
  listOfTokenCeiling: 0.9,
};

/** Checks that are no ratio. */
export const TARGETS = {
  /** Lighthouse accessibility, on every route Lighthouse opens. */
  accessibility: 100,
  /** Requests with the same method and URL made more than once in one page load. */
  duplicateRequests: 0,
};

// The demo customer of the server's demo data (as e2e/support/session.ts).
export const DEMO = { email: 'demo@casillero.test', password: 'casillero-demo' };
// Where the portal keeps the bearer token (src/api/token-store.ts).
export const TOKEN_STORAGE_KEY = 'userToken';

/** A source file (exact path from the repository's root) or a pattern of them. */
export type Source = string | RegExp;

/**
 * A route whose JavaScript is weighed: the entry (index.html) with its static imports and the boot
 * chunk it imports right away, plus the chunks holding `sources` (the route's lazily loaded
 * modules) with their static imports. Its size has no goal here: the script loaded before the
 * customer acts is the bench's measure (early-scripts.ts), and the size guard's in CI.
 */
export type BundleRoute = {
  name: string;
  path: string;
  sources: Source[];
};

// Loaded on every route: the Spanish catalog (in the boot today; named, so a build that splits it
// out again still counts it).
export const EVERY_ROUTE: Source[] = ['locale/es/messages.po'];
// Loaded on every signed-in route: the lazy route table, the shell and the signed-in catalog.
const SIGNED_IN: Source[] = ['src/app/signed-in-routes.tsx', /^src\/app\/shell\//, 'locale/es/signed-in.po'];
const FORMS: Source = 'locale/es/forms.po';
const PUBLIC_FLOWS: Source = 'locale/es/public-flows.po';

const PUBLIC_ROUTES: BundleRoute[] = [
  {
    name: 'sign-in',
    path: paths.signIn,
    sources: [],
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
export type DemoIds = Record<'package' | 'preAlert' | 'shipment' | 'invoice' | 'unpaidInvoice' | 'paymentMethod' | 'recipient', number | string>;

export type SignedInRoute = {
  name: string;
  /** The address to open; detail routes take an id of the demo customer's. */
  path: (id: DemoIds) => string;
  /** The modules signed-in-routes.tsx loads lazily for it (the layout's too). */
  pages: string[];
  /** The catalogs it loads besides the shell's (`withTexts` in signed-in-routes.tsx): its feature's, the forms'. */
  catalogs?: string[];
};

const F = 'src/features';

/** What the table cannot say: the demo record a detail opens, the step a page fetches. */
const EXTRAS: Partial<Record<keyof typeof paths, Partial<Pick<SignedInRoute, 'path' | 'pages'>>>> = {
  packageDetail: { path: (id) => paths.packageDetail(id.package) },
  preAlertDetail: { path: (id) => paths.preAlertDetail(id.preAlert) },
  shipmentDetail: { path: (id) => paths.shipmentDetail(id.shipment) },
  invoiceDetail: { path: (id) => paths.invoiceDetail(id.invoice) },
  editRecipient: { path: (id) => paths.editRecipient(id.recipient) },
  // The checkout fetches the page of its step with the invoice (checkout-page.tsx).
  paymentMethod: { path: (id) => paths.paymentMethod(id.unpaidInvoice), pages: [`${F}/checkout/payment-method-view.tsx`] },
  payment: { path: (id) => paths.paymentFor(id.unpaidInvoice, id.paymentMethod), pages: [`${F}/checkout/payment-form-view.tsx`] },
};

/** `packageDetail` → `package-detail`: a route's name in the reports. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The signed-in area's pages, read from its route table (src/app/signed-in-routes.tsx). The
 * requests step's server lets customers request shipments (SHIPMENT_CREATION), so the
 * consolidation flow opens.
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
  };
});

/** The route's address with placeholders for its ids, for the report. */
const pattern = (route: SignedInRoute) =>
  decodeURIComponent(
    route.path({ package: ':package', preAlert: ':preAlert', shipment: ':shipment', invoice: ':invoice', unpaidInvoice: ':unpaidInvoice', paymentMethod: ':method', recipient: ':recipient' }),
  );

/** Every route whose JavaScript is weighed. */
export const BUNDLE_ROUTES: BundleRoute[] = [
  ...PUBLIC_ROUTES,
  ...SIGNED_IN_ROUTES.map((route) => ({
    name: route.name,
    path: pattern(route),
    sources: [...SIGNED_IN, ...route.pages, ...(route.catalogs ?? []).map((name) => `locale/es/${name}.po`)],
  })),
];

/**
 * The API routes measured with autocannon: the lists, and what my account asks for as it loads
 * (src/features/account/ and the shell; the requests step checks this list against its network
 * log). `long`: measured BENCH_API_SECONDS (10 s), the others at most 5 s. `ceiling`: a list, whose
 * own query the ceiling runs on a bare route (bench-floor/list-ceiling.ts, at the same page size).
 */
type CeilingList = 'packages' | 'shipments' | 'invoices';
export type ApiRoute = { path: string; myAccount?: boolean; long?: boolean; ceiling?: { list: CeilingList; pageSize: number } };
const list = (name: string, pageSize: number) => `/api/${name}?page=1&page_size=${pageSize}`;
export const API_ROUTES: ApiRoute[] = [
  { path: list('packages', 20), long: true, ceiling: { list: 'packages', pageSize: 20 } },
  { path: list('shipments', 10), ceiling: { list: 'shipments', pageSize: 10 } },
  { path: list('invoices', 10), ceiling: { list: 'invoices', pageSize: 10 } },
  { path: '/api/users/me', myAccount: true },
  { path: list('packages', PAGE_SIZES.accountPackages), myAccount: true },
  { path: list('shipments', PAGE_SIZES.accountShipments), myAccount: true },
  { path: '/api/client-app-settings', myAccount: true },
  { path: '/api/site-content', myAccount: true },
  { path: '/api/warehouses', myAccount: true },
  // The demo customer lives in Venezuela (country 1).
  { path: '/api/departures/available?country_id=1', myAccount: true },
  // The header's bell: its smallest page carries the unread count (src/api/notices.ts).
  { path: list('notices', 1), myAccount: true },
];
