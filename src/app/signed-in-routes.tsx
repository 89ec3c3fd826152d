import { Navigate, type RouteObject } from 'react-router-dom';
import { loadCatalogPart } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * The signed-in area's routes (spec §2), below /home. The router discovers them on the first
 * navigation into /home (see `patchRoutesOnNavigation` in routes.tsx), so this table and its
 * lazy stubs are not part of the sign-in page's JavaScript.
 */
export const signedInRoutes: RouteObject[] = [
  {
    // The signed-in area's texts come with its code.
    lazy: async () => {
      const [shell] = await Promise.all([import('./shell/shell-layout.tsx'), loadCatalogPart('signed-in')]);
      return { Component: shell.ShellLayout };
    },
    children: [
      {
        path: paths.myAccount,
        lazy: async () => ({
          Component: (await import('../features/account/my-account-page.tsx')).MyAccountPage,
        }),
      },
      {
        path: paths.packages,
        lazy: async () => ({ Component: (await import('../features/packages/packages-page.tsx')).PackagesPage }),
      },
      {
        path: paths.packageLogs,
        lazy: async () => ({ Component: (await import('../features/packages/package-logs-page.tsx')).PackageLogsPage }),
      },
      {
        path: paths.packageDetail(':id'),
        lazy: async () => ({ Component: (await import('../features/packages/package-page.tsx')).PackagePage }),
      },
      {
        path: paths.preAlerts,
        lazy: async () => ({ Component: (await import('../features/pre-alerts/pre-alerts-page.tsx')).PreAlertsPage }),
      },
      {
        path: paths.preAlertCreate,
        lazy: async () => {
          const [page] = await Promise.all([import('../features/pre-alerts/pre-alert-create-page.tsx'), loadCatalogPart('forms')]);
          return { Component: page.PreAlertCreatePage };
        },
      },
      {
        path: paths.preAlertDetail(':id'),
        lazy: async () => ({ Component: (await import('../features/pre-alerts/pre-alert-page.tsx')).PreAlertPage }),
      },
      {
        path: paths.myShipments,
        lazy: async () => ({ Component: (await import('../features/shipments/shipments-page.tsx')).ShipmentsPage }),
      },
      {
        path: paths.shipmentDetail(':id'),
        lazy: async () => ({ Component: (await import('../features/shipments/shipment-page.tsx')).ShipmentPage }),
      },
      {
        // One checkout actor for its two pages; the payment form needs the forms' texts.
        lazy: async () => {
          const [flow] = await Promise.all([import('../features/checkout/checkout-flow.tsx'), loadCatalogPart('forms')]);
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
              const [layout] = await Promise.all([
                import('../features/user-information/user-information-layout.tsx'),
                loadCatalogPart('forms'),
              ]);
              return { Component: layout.UserInformationLayout };
            },
            children: [
              {
                path: paths.myProfile,
                lazy: async () => ({ Component: (await import('../features/profile/my-profile-tab.tsx')).MyProfileTab }),
              },
              {
                path: paths.recipientTab,
                lazy: async () => ({ Component: (await import('../features/recipients/recipients-tab.tsx')).RecipientsTab }),
              },
              {
                path: paths.help,
                lazy: async () => ({ Component: (await import('../features/help/help-tab.tsx')).HelpTab }),
              },
            ],
          },
          {
            path: paths.addRecipient,
            lazy: async () => {
              const [page] = await Promise.all([import('../features/recipients/add-recipient-page.tsx'), loadCatalogPart('forms')]);
              return { Component: page.AddRecipientPage };
            },
          },
          {
            path: paths.settings,
            lazy: async () => ({ Component: (await import('../features/settings/settings-page.tsx')).SettingsPage }),
          },
        ],
      },
      {
        path: paths.calculator,
        lazy: async () => ({ Component: (await import('../features/services/service-page.tsx')).CalculatorPage }),
      },
      {
        path: paths.moreServices,
        lazy: async () => ({ Component: (await import('../features/services/service-page.tsx')).MoreServicesPage }),
      },
      {
        path: paths.search,
        lazy: async () => ({ Component: (await import('../features/search/search-page.tsx')).SearchPage }),
      },
      {
        path: paths.invoices,
        lazy: async () => ({ Component: (await import('../features/invoices/invoices-page.tsx')).InvoicesPage }),
      },
      {
        path: paths.invoiceDetail(':id'),
        lazy: async () => ({ Component: (await import('../features/invoices/invoice-page.tsx')).InvoicePage }),
      },
      // Any other address below /home: "page not found", inside the shell (decisions §1).
      { path: '*', element: <RouteErrorPage notFound inShell /> },
    ],
  },
];
