import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { loadCatalogPart } from '../i18n/i18n.ts';
import { FORMS_CATALOG, PUBLIC_FLOWS_CATALOG } from '../i18n/catalog-parts.ts';
import { paths } from '../lib/paths.ts';
import { Spinner } from '../ui/spinner.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';
import { LogoutRoute } from './logout-route.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { isUnloaded } from './route-failure.ts';

const HOME_ROUTE_ID = 'home';

// In the entry chunk: when a lazily loaded screen cannot be fetched, its error page must still show.
const errorPage = (notFound = false, inShell = false) => <RouteErrorPage notFound={notFound} inShell={inShell} />;

/**
 * The route table (spec §2). A route is added only when its screen is real. Pages other than
 * sign-in are loaded lazily, so the sign-in page carries none of the signed-in area's code; the
 * signed-in area's routes themselves are in signed-in-routes.tsx, discovered on navigation.
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
                  const [flow] = await Promise.all([import('../features/recovery/recovery-flow.tsx'), loadCatalogPart(FORMS_CATALOG), loadCatalogPart(PUBLIC_FLOWS_CATALOG)]);
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
              const [flow] = await Promise.all([import('../features/sign-up/sign-up-flow.tsx'), loadCatalogPart(FORMS_CATALOG), loadCatalogPart(PUBLIC_FLOWS_CATALOG)]);
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
        // The signed-in area: its pages are patched in below this route when first visited.
        id: HOME_ROUTE_ID,
        path: paths.home,
        element: <RequireSession profile="complete" />,
        children: [{ index: true, element: <Navigate to={paths.myAccount} replace /> }],
      },
      // Any other address: the same page, as a 404.
      { path: '*', element: errorPage(true) },
    ],
  },
];

/**
 * Every route shows the error page when it fails; the root's also serves unknown paths (404). The
 * signed-in area's pages show it inside the shell.
 */
function withErrorPage(route: RouteObject, inShell = false): RouteObject {
  const children = route.children?.map((child) => withErrorPage(child, inShell));
  const lazy = typeof route.lazy === 'function' ? orUnloaded(route.lazy, inShell) : route.lazy;
  return { ...route, lazy, errorElement: errorPage(false, inShell), ...(children ? { children } : {}) } as RouteObject;
}

/**
 * A lazy route whose code cannot be fetched shows "this screen could not load" with a reload
 * (decisions §1), as its own screen: the router's error path left the page blank.
 */
function orUnloaded(load: () => Promise<object>, inShell: boolean) {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (!isUnloaded(error)) throw error;
      return { Component: () => <RouteErrorPage unloaded inShell={inShell} /> };
    }
  };
}

/** The route table with its error pages; the build's prerender renders the same table. */
export const appRoutes = (): RouteObject[] => routes.map((route) => withErrorPage(route));

const isSignedInPath = (path: string) => path === paths.home || path.startsWith(`${paths.home}/`);

/**
 * The router, which learns the signed-in area's routes on the first navigation into /home
 * (react-router's lazy route discovery): the sign-in page does not carry their table.
 */
export function createAppRouter() {
  let signedIn: Promise<RouteObject[]> | undefined;
  const loadSignedIn = () =>
    (signedIn ??= import('./signed-in-routes.tsx').then(
      (module) => module.signedInRoutes.map((route) => ({ ...withErrorPage(route), children: route.children?.map((child) => withErrorPage(child, true)) }) as RouteObject),
      (error: unknown) => {
        signedIn = undefined; // a later navigation tries again
        throw error;
      },
    ));
  let patched = false;
  return createBrowserRouter(appRoutes(), {
    // Called for every address the table does not know yet (also a 404 or an id in a path).
    async patchRoutesOnNavigation({ path, patch }) {
      if (patched || !isSignedInPath(path)) return;
      const children = await loadSignedIn();
      if (!patched) patch(HOME_ROUTE_ID, children);
      patched = true;
    },
  });
}
