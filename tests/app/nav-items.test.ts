import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor } from '../../src/app/shell/nav-items.ts';

const settings = {
  calculatorUrl: 'https://example.test/calculator',
  moreServicesUrl: 'https://example.test/services',
  supportUrl: 'https://wa.me/10000000000',
};

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('the shell navigation', () => {
  it('lists the sidebar entries in order, with the external addresses from the app settings', () => {
    const sidebar = navItemsFor('sidebar', settings);
    expect(ids(sidebar)).toEqual(['my-account', 'pre-alerts', 'packages', 'my-shipments', 'invoices', 'calculator', 'more-services', 'help', 'logout']);
    expect(sidebar.find((item) => item.id === 'calculator')).toMatchObject({ href: settings.calculatorUrl, external: true });
    expect(sidebar.find((item) => item.id === 'my-account')).toMatchObject({ href: '/home/my-account', external: false });
  });

  it('puts pre-alerts, calculator, more services and help in the header', () => {
    expect(ids(navItemsFor('header', settings))).toEqual(['pre-alerts', 'calculator', 'more-services', 'help']);
  });

  it('gives the account menu my profile, agents, settings, help and log out (spec §2)', () => {
    const menu = navItemsFor('menu', settings);
    expect(ids(menu)).toEqual(['my-profile', 'agents', 'settings', 'help', 'logout']);
    expect(menu.map((item) => item.href)).toEqual([
      '/home/user-information/my-profile',
      '/home/my-account#agents',
      '/home/user-information/settings',
      '/home/user-information/help',
      '/logout',
    ]);
    expect(menu.every((item) => !item.external)).toBe(true);
  });

  it('leads help to the help tab everywhere, not to the support chat', () => {
    for (const placement of ['sidebar', 'header', 'menu'] as const) {
      expect(navItemsFor(placement, settings).find((item) => item.id === 'help')).toMatchObject({
        href: '/home/user-information/help',
        external: false,
      });
    }
  });

  it('leaves out external entries whose address is not configured (or not loaded yet)', () => {
    expect(ids(navItemsFor('sidebar', undefined))).toEqual(['my-account', 'pre-alerts', 'packages', 'my-shipments', 'invoices', 'help', 'logout']);
    expect(ids(navItemsFor('header', { ...settings, calculatorUrl: '  ' }))).toEqual(['pre-alerts', 'more-services', 'help']);
  });

  it('only links to routes that exist', () => {
    const routes = new Set(NAV_ITEMS.flatMap((item) => (item.kind === 'route' ? [item.to] : [])));
    expect([...routes].sort()).toEqual([
      '/home/invoice',
      '/home/my-account',
      '/home/my-shipments',
      '/home/package',
      '/home/pre-alerts',
      '/home/user-information/help',
      '/home/user-information/my-profile',
      '/home/user-information/settings',
      '/logout',
    ]);
  });
});
