import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { loadCatalogPart } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { Spinner } from '../ui/spinner.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';
import { LogoutRoute } from './logout-route.tsx';
import { PublicLayout } from './public-layout.tsx';

// Rarely seen, so loaded only when needed (it is not part of the first screen's budget).
const RouteErrorPage = lazy(async () => ({ default: (await import('./route-error-page.tsx')).RouteErrorPage }));
const errorPage = (notFound = false) => (
  <Suspense fallback={<Spinner size="lg" />}>
    <RouteErrorPage notFound={notFound} />
  </Suspense>
);

/**
 * The route table (spec §2). A route is added only when its screen is real. Pages other than
 * sign-in are loaded lazily, so the sign-in page carries none of the signed-in area's code.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    hydrateFallbackElement: <Spinner size="lg" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              // The landing page is part of the entry chunk: it paints in the first render, without
              // another round trip. Every other page is loaded lazily.
              { index: true, Component: SignInPage },
            ],
          },
          {
            element: <PublicOnly />,
            children: [
              {
                // One recovery actor across its four pages; the pages render the flow's state.
                lazy: async () => {
                  const [flow] = await Promise.all([import('../features/recovery/recovery-flow.tsx'), loadCatalogPart('forms')]);
                  return { Component: flow.default };
                },
                children: [
                  paths.passwordRecovery,
                  paths.passwordRecoveryCode,
                  paths.passwordReset,
                  paths.passwordRecoverySuccess,
                ].map((path) => ({ path })),
              },
            ],
          },
          {
            // The sign-up wizard: public at first, then with the session it opens (see SignUpFlow).
            path: paths.createAccount,
            lazy: async () => {
              const [flow] = await Promise.all([import('../features/sign-up/sign-up-flow.tsx'), loadCatalogPart('forms')]);
              return { Component: flow.default };
            },
            children: [
              { index: true },
              ...[
                paths.createAccountCode,
                paths.createAccountCodeSuccess,
                paths.addUserInformation,
                paths.passwordStep,
                paths.dataStep,
                paths.shipmentsStep,
                paths.createAccountAddRecipient,
                paths.createAccountSuccess,
              ].map((path) => ({ path })),
            ],
          },
        ],
      },
      { path: paths.logout, element: <LogoutRoute /> },
      {
        path: paths.home,
        element: <RequireSession profile="complete" />,
        children: [
          {
            // The signed-in area's texts come with its code.
            lazy: async () => {
              const [shell] = await Promise.all([import('./shell/shell-layout.tsx'), loadCatalogPart('signed-in')]);
              return { Component: shell.ShellLayout };
            },
            children: [
              { index: true, element: <Navigate to={paths.myAccount} replace /> },
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
            ],
          },
        ],
      },
      // Any other address: the same page, as a 404.
      { path: '*', element: errorPage(true) },
    ],
  },
];

/** Every route shows the generic error page when it fails; the root's also serves unknown paths (404). */
function withErrorPage(route: RouteObject): RouteObject {
  const children = route.children?.map(withErrorPage);
  return { ...route, errorElement: errorPage(), ...(children ? { children } : {}) } as RouteObject;
}

/** The route table with its error pages; the build's prerender renders the same table. */
export const appRoutes = (): RouteObject[] => routes.map(withErrorPage);

export const createAppRouter = () => createBrowserRouter(appRoutes());
