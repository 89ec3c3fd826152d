import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { FORMS_CATALOG } from '../i18n/catalog-parts.ts';
import { loadCatalogPart, type CatalogPart } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { lazyElement, preloadRoutes, withErrorPages } from './lazy-routes.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ShipmentCreationGate } from './shipment-creation-gate.tsx';
import { signedInCatalog } from './signed-in-catalogs.ts';

/** A page's module, once it and the texts it shows (its feature's catalog, lingui.config.ts) are loaded. */
async function withTexts<M>(page: Promise<M>, ...catalogs: Array<string | CatalogPart>): Promise<M> {
  const parts = catalogs.map((catalog) => (typeof catalog === 'string' ? signedInCatalog(catalog) : catalog));
  const [module] = await Promise.all([page, ...parts.map(loadCatalogPart)]);
  return module;
}

/** The page at `path`: the component `load` gives, once its module and texts are loaded. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({ path, element: lazyElement(load) });

// The signed-in area's frame; its texts come with its code.
const shell = lazyElement(async () => (await withTexts(import('./shell/shell-layout.tsx'), 'signed-in')).ShellLayout);

/**
 * The signed-in area's pages (docs/product.md#signed-in-pages), inside the shell, below /home. routes.tsx loads this
 * module on the first visit to an address below /home, so this table and its lazy pages are not
 * part of the sign-in page's JavaScript. Paths are written in full (paths.ts).
 */
const pages: RouteObject[] = [
  // My account's texts are the shell's (its first page).
  page(paths.myAccount, async () => (await import('../features/account/my-account-page.tsx')).MyAccountPage),
  page(paths.packages, async () => (await withTexts(import('../features/packages/packages-page.tsx'), 'packages')).PackagesPage),
  page(paths.packageLogs, async () => (await withTexts(import('../features/packages/package-logs-page.tsx'), 'packages')).PackageLogsPage),
  page(paths.packageDetail(':id'), async () => (await withTexts(import('../features/packages/package-page.tsx'), 'packages')).PackagePage),
  page(paths.preAlerts, async () => (await withTexts(import('../features/pre-alerts/pre-alerts-page.tsx'), 'pre-alerts')).PreAlertsPage),
  page(paths.preAlertCreate, async () => (await withTexts(import('../features/pre-alerts/pre-alert-create-page.tsx'), 'pre-alerts', FORMS_CATALOG)).PreAlertCreatePage),
  page(paths.preAlertDetail(':id'), async () => (await withTexts(import('../features/pre-alerts/pre-alert-page.tsx'), 'pre-alerts')).PreAlertPage),
  page(paths.myShipments, async () => (await withTexts(import('../features/shipments/shipments-page.tsx'), 'shipments')).ShipmentsPage),
  {
    element: <ShipmentCreationGate />,
    children: [page(paths.shipmentCreate, async () => (await withTexts(import('../features/consolidation/consolidation-flow.tsx'), 'consolidation', FORMS_CATALOG)).default)],
  },
  page(paths.shipmentDetail(':id'), async () => (await withTexts(import('../features/shipments/shipment-page.tsx'), 'shipments')).ShipmentPage),
  {
    // One checkout actor for its two pages; the payment form needs the forms' texts.
    element: lazyElement(async () => (await withTexts(import('../features/checkout/checkout-flow.tsx'), 'checkout', FORMS_CATALOG)).default),
    children: [{ path: paths.paymentMethod(':id') }, { path: paths.payment }],
  },
  {
    // The customer's own corner (docs/product.md#signed-in-pages): the tabbed pages (my profile, recipients, help),
    // and beside them the add- and edit-recipient pages and the settings, which have no tab.
    path: paths.userInformation,
    children: [
      { index: true, element: <Navigate to={paths.myProfile} replace /> },
      {
        // The tabs show forms' pieces (the profile's fields, the recipients, the terms).
        element: lazyElement(
          async () => (await withTexts(import('../features/user-information/user-information-layout.tsx'), 'user-information', FORMS_CATALOG)).UserInformationLayout,
        ),
        children: [
          page(paths.myProfile, async () => (await withTexts(import('../features/profile/my-profile-tab.tsx'), 'profile')).MyProfileTab),
          page(paths.recipientTab, async () => (await withTexts(import('../features/recipients/recipients-tab.tsx'), 'recipients')).RecipientsTab),
          page(paths.help, async () => (await withTexts(import('../features/help/help-tab.tsx'), 'help')).HelpTab),
        ],
      },
      page(paths.addRecipient, async () => (await withTexts(import('../features/recipients/add-recipient-page.tsx'), 'recipients', FORMS_CATALOG)).AddRecipientPage),
      page(paths.editRecipient(':id'), async () => (await withTexts(import('../features/recipients/edit-recipient-page.tsx'), 'recipients', FORMS_CATALOG)).EditRecipientPage),
      page(paths.settings, async () => (await withTexts(import('../features/settings/settings-page.tsx'), 'settings')).SettingsPage),
    ],
  },
  page(paths.calculator, async () => (await withTexts(import('../features/calculator/calculator-page.tsx'), 'calculator', FORMS_CATALOG)).CalculatorPage),
  page(paths.moreServices, async () => (await withTexts(import('../features/services/service-page.tsx'), 'services')).MoreServicesPage),
  page(paths.search, async () => (await withTexts(import('../features/search/search-page.tsx'), 'search')).SearchPage),
  page(paths.notices, async () => (await withTexts(import('../features/notices/notices-page.tsx'), 'notices')).NoticesPage),
  page(paths.invoices, async () => (await withTexts(import('../features/invoices/invoices-page.tsx'), 'invoices')).InvoicesPage),
  page(paths.invoiceDetail(':id'), async () => (await withTexts(import('../features/invoices/invoice-page.tsx'), 'invoices')).InvoicePage),
  // npm run new:flow adds its pages above this line.
  // Any other address below /home: "page not found", inside the shell (docs/product.md#error-pages).
  { path: '*', element: <RouteErrorPage notFound inShell /> },
];

/** A route's path as matched below /home (the parent route of these): `/home/package` is `/package`. */
function belowHome(route: RouteObject): RouteObject {
  const path = route.path?.startsWith(`${paths.home}/`) ? route.path.slice(paths.home.length) : route.path;
  if (route.index) return { ...route, path };
  return { ...route, path, children: route.children?.map(belowHome) };
}

/**
 * The table as rendered: paths below /home, an error boundary on every route. The shell's failure
 * is a page of its own; its pages' show inside it.
 */
const renderedRoutes: RouteObject[] = [
  { element: <RouteErrorBoundary>{shell}</RouteErrorBoundary>, children: withErrorPages(pages.map(belowHome), true) },
];

/** The signed-in area's pages, below the `/home/*` route of routes.tsx. */
export function SignedInRoutes() {
  return useRoutes(renderedRoutes);
}

/** Starts loading the shell's and the page's code for an address below /home. */
export const preloadSignedIn = (pathname: string) => preloadRoutes([{ element: shell, children: pages }], pathname);
