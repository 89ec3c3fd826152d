// @vitest-environment jsdom
// The route table's pieces (src/app/lazy-routes.tsx): lazily loaded pages, their preloading, and the
// error page each route shows in its place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyElement, preloadRoutes, withErrorPages } from '../../src/app/lazy-routes.tsx';
import { RouteErrorPage } from '../../src/app/route-error-page.tsx';
import { renderUi } from '../ui/support/render.tsx';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/a">To A</Link>
        <Link to="/b">To B</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function Broken(): never {
  throw new Error('a defect');
}

const page = (title: string) => () => <h1>{title}</h1>;

function renderRoutes(routes: RouteObject[], at: string) {
  function Routed() {
    return useRoutes(routes);
  }
  return renderUi(
    <MemoryRouter initialEntries={[at]}>
      <Suspense fallback={<p>Loading the page</p>}>
        <Routed />
      </Suspense>
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('the route table', () => {
  // React and the error page report what they catch.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page in place of a page that throws, below its layout, until another address', async () => {
    const B = page('Page B');
    renderRoutes(withErrorPages([{ element: <Layout />, children: [{ path: '/a', element: <Broken /> }, { path: '/b', element: <B /> }] }], true), '/a');
    expect(await heading('Something went wrong')).toBeVisible();
    expect(screen.getByRole('alert').closest('.page')).not.toBeNull(); // inside the shell's main
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/home/my-account');
    expect(screen.getByRole('link', { name: 'To B' })).toBeVisible(); // the layout stays

    fireEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(await heading('Page B')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'To A' }));
    expect(await heading('Something went wrong')).toBeVisible();
  });

  it('says "this screen could not load" with "Try again" and a reload when a page\'s code cannot be fetched', async () => {
    let fails = true;
    const load = vi.fn(() =>
      fails ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js')) : Promise.resolve(page('Page A')),
    );
    const B = page('Page B');
    renderRoutes(withErrorPages([{ element: <Layout />, children: [{ path: '/a', element: lazyElement(load) }, { path: '/b', element: <B /> }] }]), '/a');
    expect(await heading('This screen could not load')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // Outside the shell: a page of its own, whose way out is the start page.
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');

    // Another address and back does not ask again (nor does React's own retry of a failed render)…
    fireEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(await heading('Page B')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'To A' }));
    expect(await heading('This screen could not load')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    // …"Try again" does, without a reload; once the code comes, the screen shows.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('This screen could not load')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Page A')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline without the service worker, does not even ask for a page\'s code, and asks once "Try again" is pressed online', async () => {
    const load = vi.fn(async () => page('Page A'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoutes(withErrorPages([{ path: '/a', element: lazyElement(load) }]), '/a');
    expect(await heading('This screen could not load')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Page A')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an unknown address as "page not found", without a reload', async () => {
    renderRoutes(withErrorPages([{ path: '/a', element: <Broken /> }, { path: '*', element: <RouteErrorPage notFound /> }]), '/nowhere');
    expect(await heading('Page not found')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });

  it('preloads only the code of the routes an address matches, once, and renders it when it arrives', async () => {
    const loadLayout = vi.fn(async () => Layout);
    const loadA = vi.fn(async () => page('Page A'));
    const loadB = vi.fn(async () => page('Page B'));
    const routes: RouteObject[] = [
      { element: lazyElement(loadLayout), children: [{ path: '/a', element: lazyElement(loadA) }, { path: '/b', element: lazyElement(loadB) }] },
    ];
    preloadRoutes(routes, '/b');
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);
    expect(loadA).not.toHaveBeenCalled();

    renderRoutes(withErrorPages(routes), '/b');
    expect(await heading('Page B')).toBeVisible();
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: 'To A' }));
    expect(await heading('Page A')).toBeVisible();
    expect(loadA).toHaveBeenCalledTimes(1);
  });

});
