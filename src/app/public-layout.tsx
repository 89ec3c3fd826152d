import { Outlet } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../lib/paths.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { LogoLink } from '../ui/logo-link.tsx';
import { useFocusOnNavigation } from '../ui/use-focus-on-navigation.ts';
import { DemoNotice } from './demo-notice.tsx';

/** The frame of the pages used without a session: logo, language choice, the page, the slogan. */
export function PublicLayout() {
  const { t } = useLingui();
  useFocusOnNavigation();
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <LogoLink to={paths.signIn} label={t`Casillero, home`} />
        <LanguageSwitcher />
      </header>
      <main id="main" className="public-layout__main">
        <Outlet />
      </main>
      <footer className="public-layout__footer">
        <p>
          <Trans>We don't do shipments, we deliver experiences.</Trans>
        </p>
      </footer>
      {/* At the end, so that it moves nothing on the page. */}
      <DemoNotice />
    </div>
  );
}
