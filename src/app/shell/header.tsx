import { useLingui } from '@lingui/react/macro';
import type { AppSettings } from '../../api/contract/site.ts';
import type { User } from '../../api/contract/auth.ts';
import { paths } from '../../lib/paths.ts';
import { Icon } from '../../ui/icons.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { LogoLink } from '../../ui/logo-link.tsx';
import { AccountMenu } from './account-menu.tsx';
import { HeaderSearch } from './header-search.tsx';
import { navItemsFor } from './nav-items.ts';
import { NoticeBell } from './notice-bell.tsx';
import { NavLinkItem } from './nav-link-item.tsx';

type HeaderProps = {
  user: User;
  settings: AppSettings | undefined;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
};

/** The signed-in header: sidebar toggle, logo, quick links, language, the notices' bell and the account menu. */
export function Header({ user, settings, sidebarId, sidebarOpen, onToggleSidebar }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="header">
      <button
        type="button"
        className="header__toggle icon-button"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <Icon name={sidebarOpen ? 'close' : 'menu'} size={22} />
        <span className="visually-hidden">{t`Main menu`}</span>
      </button>
      <LogoLink to={paths.myAccount} label={t`Casillero, my account`} />
      <HeaderSearch />
      <nav className="header__links" aria-label={t`Quick links`}>
        <ul>
          {navItemsFor('header', settings).map((item) => (
            <li key={item.id}>
              <NavLinkItem item={item} className="header__link" />
            </li>
          ))}
        </ul>
      </nav>
      <div className="header__end">
        <LanguageSwitcher />
        <NoticeBell />
        <AccountMenu user={user} settings={settings} />
      </div>
    </header>
  );
}
