import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { codeCanCome, offlineImportError } from './code-can-come.ts';
import { retryRound } from './retry-round.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** What starts loading the code a route's element needs, by the element's component. */
const preloads = new WeakMap<object, (pathname: string) => void>();

/** Names how to load `component`'s code ahead of its first render (see `preloadRoutes`). */
export function preloadable<C extends object>(component: C, preload: (pathname: string) => void): C {
  preloads.set(component, preload);
  return component;
}

/**
 * A route's element whose component (its module, and the texts it shows) loads when it first
 * renders (React.lazy: the nearest Suspense shows its fallback on a first load; a navigation, a
 * transition, keeps the current screen meanwhile), or earlier through `preloadRoutes`. A module
 * that cannot be fetched throws to the route's error boundary, as "this screen could not load";
 * React keeps a lazy component's failure, so after "Reintentar" a new one takes its place and asks
 * again. Offline without the service worker the module is not even asked for (code-can-come.ts).
 */
export function lazyElement(load: () => Promise<ComponentType>): ReactNode {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let failedInRound: number | null = null;
  const start = (): Promise<{ default: ComponentType }> =>
    (loading ??= (codeCanCome() ? load() : Promise.reject(offlineImportError())).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        failedInRound = retryRound();
        throw error;
      },
    ));
  let current = lazy(start);
  const Screen = preloadable(
    () => {
      if (failedInRound !== null && failedInRound !== retryRound()) {
        failedInRound = null;
        current = lazy(start);
      }
      const Current = current;
      return <Current />;
    },
    () => void start().catch(() => {}), // a failure shows when the page renders
  );
  return <Screen />;
}

/** Starts loading the code of the routes `pathname` matches, before they render. */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { element } = route;
    if (isValidElement(element) && typeof element.type !== 'string') preloads.get(element.type)?.(pathname);
  }
}

/**
 * Every route's element inside an error boundary, as react-router's `errorElement` of each route
 * was: a route that throws, or whose code cannot be fetched, shows the error page in its place,
 * below its layouts (inside the shell for `inShell`).
 */
export function withErrorPages(routes: RouteObject[], inShell = false): RouteObject[] {
  return routes.map((route) => withErrorPage(route, inShell));
}

function withErrorPage(route: RouteObject, inShell: boolean): RouteObject {
  const element = route.element ? <RouteErrorBoundary inShell={inShell}>{route.element}</RouteErrorBoundary> : route.element;
  if (route.index) return { ...route, element };
  return { ...route, element, ...(route.children ? { children: withErrorPages(route.children, inShell) } : {}) };
}
