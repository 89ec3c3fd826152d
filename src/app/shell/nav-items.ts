import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppSettings } from '../../api/contract/site.ts';
import { paths } from '../../lib/paths.ts';
import type { IconName } from '../../ui/icons.tsx';

/** Where an entry appears: the sidebar, the header's link row, the account menu. */
export type Placement = 'sidebar' | 'header' | 'menu';
/** The app settings that hold an external address. */
export type ExternalSetting = 'calculatorUrl' | 'moreServicesUrl';

export type NavItem = {
  id: string;
  label: MessageDescriptor;
  icon: IconName;
  placements: readonly Placement[];
} & (
  | {
      kind: 'route';
      to: string;
      /** A part of the page to scroll to (its element's id). */
      hash?: string;
    }
  | { kind: 'external'; setting: ExternalSetting }
);

/**
 * The one list of the shell's navigation (sidebar, header, account menu: docs/product.md#the-signed-in-shell), in the order
 * each placement shows it. An entry is listed only when its screen exists. Help is the help tab;
 * the support chat is reached from there.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'my-account', kind: 'route', to: paths.myAccount, icon: 'home', label: msg`My account`, placements: ['sidebar'] },
  { id: 'pre-alerts', kind: 'route', to: paths.preAlerts, icon: 'preAlert', label: msg`Pre-alerts`, placements: ['sidebar', 'header'] },
  { id: 'packages', kind: 'route', to: paths.packages, icon: 'package', label: msg`Packages`, placements: ['sidebar'] },
  { id: 'my-shipments', kind: 'route', to: paths.myShipments, icon: 'truck', label: msg`My shipments`, placements: ['sidebar'] },
  { id: 'invoices', kind: 'route', to: paths.invoices, icon: 'invoice', label: msg`Invoices`, placements: ['sidebar'] },
  // Pages of the portal that lead to the company's own (routes, not external sites: docs/product.md#signed-in-pages).
  { id: 'calculator', kind: 'route', to: paths.calculator, icon: 'calculator', label: msg`Calculator`, placements: ['sidebar', 'header'] },
  { id: 'more-services', kind: 'route', to: paths.moreServices, icon: 'services', label: msg`More services`, placements: ['sidebar', 'header'] },
  { id: 'my-profile', kind: 'route', to: paths.myProfile, icon: 'user', label: msg`My profile`, placements: ['menu'] },
  // The agents card of the account page (features/account/agents-card.tsx).
  { id: 'agents', kind: 'route', to: paths.myAccount, hash: 'agents', icon: 'users', label: msg`Agents`, placements: ['menu'] },
  { id: 'settings', kind: 'route', to: paths.settings, icon: 'settings', label: msg`Settings`, placements: ['menu'] },
  { id: 'help', kind: 'route', to: paths.help, icon: 'help', label: msg`Help`, placements: ['sidebar', 'header', 'menu'] },
  { id: 'logout', kind: 'route', to: paths.logout, icon: 'logout', label: msg`Log out`, placements: ['sidebar', 'menu'] },
];

export type ResolvedNavItem = {
  id: string;
  label: MessageDescriptor;
  icon: IconName;
  href: string;
  external: boolean;
};

/** The entries of one placement, with external addresses filled in; those not configured are left out. */
export function navItemsFor(
  placement: Placement,
  settings: Partial<Pick<AppSettings, ExternalSetting>> | undefined,
  items: readonly NavItem[] = NAV_ITEMS,
): ResolvedNavItem[] {
  return items.flatMap((item): ResolvedNavItem[] => {
    if (!item.placements.includes(placement)) return [];
    const { id, label, icon } = item;
    if (item.kind === 'route') return [{ id, label, icon, href: item.hash ? `${item.to}#${item.hash}` : item.to, external: false }];
    const href = settings?.[item.setting]?.trim();
    return href ? [{ id, label, icon, href, external: true }] : [];
  });
}
