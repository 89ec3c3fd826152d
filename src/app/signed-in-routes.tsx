import { Navigate, type RouteObject } from 'react-router-dom';
import { FORMS_CATALOG } from '../i18n/catalog-parts.ts';
import { loadCatalogPart, type CatalogPart } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { signedInCatalog } from './signed-in-catalogs.ts';

/** A page's module, once it and the texts it shows (its feature's catalog, lingui.config.ts) are loaded. */
async function withTexts<M>(page: Promise<M>, ...catalogs: Array<string | CatalogPart>): Promise<M> {
  const parts = catalogs.map((catalog) => (typeof catalog === 'string' ? signedInCatalog(catalog) : catalog));
  const [module] = await Promise.all([page, ...parts.map(loadCatalogPart)]);
  return module;
}

/**
 * The signed-in area's routes (spec §2), below /home. The router discovers them on the first
 * navigation into /home (see `patchRoutesOnNavigation` in routes.tsx), so this table and its
 * lazy stubs are not part of the sign-in page's JavaScript.
 */
export const signedInRoutes: RouteObject[] = [
  {
    // The signed-in area's texts come with its code.
    lazy: async () => {
      const shell = await withTexts(import('./shell/shell-layout.tsx'), 'signed-in');
      return { Component: shell.ShellLayout };
    },
    children: [
      {
        path: paths.myAccount,
        // My account's texts are the shell's (its first page).
        lazy: async () => ({
          Component: (await import('../features/account/my-account-page.tsx')).MyAccountPage,
        }),
      },
      {
        path: paths.packages,
        lazy: async () => ({ Component: (await withTexts(import('../features/packages/packages-page.tsx'), 'packages')).PackagesPage }),
      },
      {
        path: paths.packageLogs,
        lazy: async () => ({ Component: (await withTexts(import('../features/packages/package-logs-page.tsx'), 'packages')).PackageLogsPage }),
      },
      {
        path: paths.packageDetail(':id'),
        lazy: async () => ({ Component: (await withTexts(import('../features/packages/package-page.tsx'), 'packages')).PackagePage }),
      },
      {
        path: paths.preAlerts,
        lazy: async () => ({ Component: (await withTexts(import('../features/pre-alerts/pre-alerts-page.tsx'), 'pre-alerts')).PreAlertsPage }),
      },
      {
        path: paths.preAlertCreate,
        lazy: async () => {
          const page = await withTexts(import('../features/pre-alerts/pre-alert-create-page.tsx'), 'pre-alerts', FORMS_CATALOG);
          return { Component: page.PreAlertCreatePage };
        },
      },
      {
        path: paths.preAlertDetail(':id'),
        lazy: async () => ({ Component: (await withTexts(import('../features/pre-alerts/pre-alert-page.tsx'), 'pre-alerts')).PreAlertPage }),
      },
      {
        path: paths.myShipments,
        lazy: async () => ({ Component: (await withTexts(import('../features/shipments/shipments-page.tsx'), 'shipments')).ShipmentsPage }),
      },
      {
        path: paths.shipmentDetail(':id'),
        lazy: async () => ({ Component: (await withTexts(import('../features/shipments/shipment-page.tsx'), 'shipments')).ShipmentPage }),
      },
      {
        // One checkout actor for its two pages; the payment form needs the forms' texts.
        lazy: async () => {
          const flow = await withTexts(import('../features/checkout/checkout-flow.tsx'), 'checkout', FORMS_CATALOG);
          return { Component: flow.default };
        },
        children: [{ path: paths.paymentMethod(':id') }, { path: paths.payment }],
      },
      {
        // The customer's own corner (spec §2): the tabbed pages (my profile, recipients, help),
        // and beside them the add-recipient page and the settings, which have no tab.
        path: paths.userInformation,
        children: [
          { index: true, element: <Navigate to={paths.myProfile} replace /> },
          {
            // The tabs show forms' pieces (the profile's fields, the recipients, the terms).
            lazy: async () => {
              const layout = await withTexts(import('../features/user-information/user-information-layout.tsx'), 'user-information', FORMS_CATALOG);
              return { Component: layout.UserInformationLayout };
            },
            children: [
              {
                path: paths.myProfile,
                lazy: async () => ({ Component: (await withTexts(import('../features/profile/my-profile-tab.tsx'), 'profile')).MyProfileTab }),
              },
              {
                path: paths.recipientTab,
                lazy: async () => ({ Component: (await withTexts(import('../features/recipients/recipients-tab.tsx'), 'recipients')).RecipientsTab }),
              },
              {
                path: paths.help,
                lazy: async () => ({ Component: (await withTexts(import('../features/help/help-tab.tsx'), 'help')).HelpTab }),
              },
            ],
          },
          {
            path: paths.addRecipient,
            lazy: async () => {
              const page = await withTexts(import('../features/recipients/add-recipient-page.tsx'), 'recipients', FORMS_CATALOG);
              return { Component: page.AddRecipientPage };
            },
          },
          {
            path: paths.settings,
            lazy: async () => ({ Component: (await withTexts(import('../features/settings/settings-page.tsx'), 'settings')).SettingsPage }),
          },
        ],
      },
      {
        path: paths.calculator,
        lazy: async () => ({ Component: (await withTexts(import('../features/services/service-page.tsx'), 'services')).CalculatorPage }),
      },
      {
        path: paths.moreServices,
        lazy: async () => ({ Component: (await withTexts(import('../features/services/service-page.tsx'), 'services')).MoreServicesPage }),
      },
      {
        path: paths.search,
        lazy: async () => ({ Component: (await withTexts(import('../features/search/search-page.tsx'), 'search')).SearchPage }),
      },
      {
        path: paths.invoices,
        lazy: async () => ({ Component: (await withTexts(import('../features/invoices/invoices-page.tsx'), 'invoices')).InvoicesPage }),
      },
      {
        path: paths.invoiceDetail(':id'),
        lazy: async () => ({ Component: (await withTexts(import('../features/invoices/invoice-page.tsx'), 'invoices')).InvoicePage }),
      },
      // Any other address below /home: "page not found", inside the shell (decisions §1).
      { path: '*', element: <RouteErrorPage notFound inShell /> },
    ],
  },
];
