import { Link, NavLink } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Icon } from '../../ui/icons.tsx';
import type { ResolvedNavItem } from './nav-items.ts';

/** One navigation entry: a router link, or an external link that opens in a new tab. */
export function NavLinkItem({ item, className, onNavigate }: { item: ResolvedNavItem; className: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  const body = (
    <>
      <Icon name={item.icon} />
      <span className="nav-label">{label}</span>
    </>
  );
  if (item.external) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate} title={label}>
        {body}
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  if (item.href.includes('#')) {
    // A part of a page (the agents card): never marked current, as NavLink would by its path alone.
    return (
      <Link to={item.href} className={className} onClick={onNavigate} title={label}>
        {body}
      </Link>
    );
  }
  return (
    <NavLink to={item.href} className={className} onClick={onNavigate} title={label} end>
      {body}
    </NavLink>
  );
}
