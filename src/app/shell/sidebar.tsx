import { useLingui } from '@lingui/react/macro';
import type { AppSettings } from '../../api/contract/site.ts';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { navItemsFor } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

type SidebarProps = {
  id: string;
  open: boolean;
  settings: AppSettings | undefined;
  /** Called after a link is followed (the narrow layout closes the drawer). */
  onNavigate: () => void;
};

/**
 * The main navigation. Wide screens: a column, open by default, folding into an icon rail.
 * Narrow screens (< 768 px): a drawer over the page, closed by default.
 */
export function Sidebar({ id, open, settings, onNavigate }: SidebarProps) {
  const { t } = useLingui();
  return (
    <nav id={id} className="sidebar" data-open={open} aria-label={t`Main`}>
      <ul className="sidebar__list">
        {navItemsFor('sidebar', settings).map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} className="sidebar__link" onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {/* Shown where the header has no room for it (src/styles/shell.css). */}
      <div className="sidebar__language">
        <LanguageSwitcher />
      </div>
    </nav>
  );
}
