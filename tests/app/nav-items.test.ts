import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor } from '../../src/app/shell/nav-items.ts';

const settings = {
  calculatorUrl: 'https://example.test/calculator',
  moreServicesUrl: 'https://example.test/services',
  supportUrl: 'https://wa.me/10000000000',
};

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('the shell navigation', () => {
  it('lists the sidebar entries in order, every one a route of the portal (calculator and more services too)', () => {
    const sidebar = navItemsFor('sidebar', settings);
    expect(ids(sidebar)).toEqual(['my-account', 'pre-alerts', 'packages', 'my-shipments', 'invoices', 'calculator', 'more-services', 'help', 'logout']);
    expect(sidebar.find((item) => item.id === 'calculator')).toMatchObject({ href: '/home/calculator', external: false });
    expect(sidebar.find((item) => item.id === 'more-services')).toMatchObject({ href: '/home/more-services', external: false });
    expect(sidebar.find((item) => item.id === 'my-account')).toMatchObject({ href: '/home/my-account', external: false });
  });

  it('puts pre-alerts, calculator, more services and help in the header', () => {
    expect(ids(navItemsFor('header', settings))).toEqual(['pre-alerts', 'calculator', 'more-services', 'help']);
  });

  it('gives the account menu my profile, agents, settings, help and log out', () => {
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
    const items = [
      ...NAV_ITEMS,
      { id: 'outside', kind: 'external', setting: 'calculatorUrl', icon: 'calculator', label: NAV_ITEMS[0]!.label, placements: ['header'] },
    ] as const;
    expect(ids(navItemsFor('header', undefined, items))).toEqual(['pre-alerts', 'calculator', 'more-services', 'help']);
    expect(ids(navItemsFor('header', { ...settings, calculatorUrl: '  ' }, items))).toEqual(['pre-alerts', 'calculator', 'more-services', 'help']);
    expect(navItemsFor('header', settings, items).at(-1)).toMatchObject({ id: 'outside', href: settings.calculatorUrl, external: true });
  });

  it('only links to routes that exist', () => {
    const routes = new Set(NAV_ITEMS.flatMap((item) => (item.kind === 'route' ? [item.to] : [])));
    expect([...routes].sort()).toEqual([
      '/home/calculator',
      '/home/invoice',
      '/home/more-services',
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
