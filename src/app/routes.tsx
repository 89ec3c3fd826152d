import { Suspense, use, useContext, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { loadCatalogPart } from '../i18n/i18n.ts';
import { FORMS_CATALOG, PUBLIC_FLOWS_CATALOG } from '../i18n/catalog-parts.ts';
import { ScreenChangeContext } from '../lib/notify-context.ts';
import { paths } from '../lib/paths.ts';
import { Spinner } from '../ui/spinner.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';
import { lazyElement, preloadable, preloadRoutes, withErrorPages } from './lazy-routes.tsx';
import { LogoutRoute } from './logout-route.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { useScrollMemory } from './scroll-memory.ts';

/** A public flow's component, once it, the forms' texts and the public flows' texts are loaded. */
async function publicFlow(flow: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  const [module] = await Promise.all([flow(), loadCatalogPart(FORMS_CATALOG), loadCatalogPart(PUBLIC_FLOWS_CATALOG)]);
  return module.default;
}

type SignedInTable = typeof import('./signed-in-routes.tsx');

/** The signed-in area's table as last asked for: its module, at which location (key), whether that failed. */
let signedInTable: { loading: Promise<SignedInTable>; at: string; failed: boolean } | undefined;

/** Loads the signed-in area's table; one that could not be fetched is tried again at another location. */
function loadSignedInTable(at: string): Promise<SignedInTable> {
  if (!signedInTable || (signedInTable.failed && signedInTable.at !== at)) {
    const table = { loading: import('./signed-in-routes.tsx'), at, failed: false };
    table.loading.catch(() => {
      table.failed = true;
    });
    signedInTable = table;
  }
  return signedInTable.loading;
}

/**
 * Every address below /home: the signed-in area's routes (signed-in-routes.tsx), loaded on the
 * first visit, so the sign-in page does not carry their table. Until it loads, it suspends; when
 * it cannot be fetched, the route's error boundary says so ("this screen could not load").
 */
const SignedInArea = preloadable(
  function SignedInArea() {
    const { key } = useLocation();
    const { SignedInRoutes } = use(loadSignedInTable(key));
    return <SignedInRoutes />;
  },
  (pathname) => {
    void loadSignedInTable('').then(
      (table) => table.preloadSignedIn(pathname),
      () => {}, // tried again when the area renders
    );
  },
);

/**
 * The route table (docs/product.md#2-screens-and-routes). A route is added only when its screen is real. Pages other than
 * sign-in are loaded lazily, so the sign-in page carries none of the signed-in area's code; the
 * signed-in area's routes themselves are in signed-in-routes.tsx, loaded below /home.
 */
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          // The landing page is part of the entry chunk: it paints in the first render, without
          // another round trip. Every other page is loaded lazily.
          { index: true, element: <SignInPage /> },
        ],
      },
      {
        element: <PublicOnly />,
        children: [
          {
            // One recovery actor across its four pages; the pages render the flow's state.
            element: lazyElement(() => publicFlow(() => import('../features/recovery/recovery-flow.tsx'))),
            children: [paths.passwordRecovery, paths.passwordRecoveryCode, paths.passwordReset, paths.passwordRecoverySuccess].map((path) => ({ path })),
          },
        ],
      },
      {
        // The sign-up wizard: public at first, then with the session it opens (see SignUpFlow).
        path: paths.createAccount,
        element: lazyElement(() => publicFlow(() => import('../features/sign-up/sign-up-flow.tsx'))),
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
    // The signed-in area: its pages are in signed-in-routes.tsx, loaded when one is visited.
    path: paths.home,
    element: <RequireSession profile="complete" />,
    children: [
      { index: true, element: <Navigate to={paths.myAccount} replace /> },
      { path: '*', element: <SignedInArea /> },
    ],
  },
  // Any other address: the error page, as a 404.
  { path: '*', element: <RouteErrorPage notFound /> },
];

/** The route table with an error boundary on every route. */
const appRoutes = withErrorPages(routes);

/**
 * The portal's routes (declarative react-router: the browser's BrowserRouter, the build's
 * prerender a StaticRouter). The first load of a lazy page shows the spinner; a navigation is a
 * transition (BrowserRouter's), so React keeps the current screen until the next one is ready.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <RoutedPage />
    </Suspense>
  );
}

function RoutedPage() {
  const { pathname } = useLocation();
  const screenChanged = useContext(ScreenChangeContext);
  // Another screen: the previous one's toasts go (docs/product.md#toasts).
  useEffect(() => screenChanged?.(), [pathname, screenChanged]);
  useScrollMemory();
  return useRoutes(appRoutes);
}

/** Starts loading the code of the page at `pathname` (at start-up, beside the token check). */
export const preloadRoute = (pathname: string) => preloadRoutes(routes, pathname);
