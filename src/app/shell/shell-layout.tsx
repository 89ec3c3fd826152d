import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { NoticeBellContext } from '../../lib/notice-bell-context.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { useFocusOnNavigation } from '../../ui/use-focus-on-navigation.ts';
import { useResource } from '../../data/use-resource.ts';
import { ReleaseUpdateSlot } from '../release-update-slot.tsx';
import { FlightBanner } from './flight-banner.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';
import { useNoticeBellActor } from './use-notice-bell.ts';
import '../../styles/shell.css';
import '../../styles/pages.css';
import '../../styles/anchors.css';

/** The narrow layout's breakpoint (docs/product.md#breakpoints): the sidebar starts open at this width or more. */
const WIDE_QUERY = '(min-width: 48em)';
const SIDEBAR_ID = 'sidebar';

const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/** The signed-in area's frame: flight banner, header, sidebar and the page. */
export function ShellLayout() {
  const user = useCurrentUser();
  const site = useApi(loadSiteApi);
  const settings = useResource(async () => (await site()).appSettings());
  const [sidebarOpen, setSidebarOpen] = useState(isWide);
  const noticeBell = useNoticeBellActor();
  useScrollToHash();
  useFocusOnNavigation();

  // Crossing the breakpoint resets the sidebar to that layout's default.
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setSidebarOpen(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // The drawer of the narrow layout closes with Escape; focus inside it goes back to its button.
  useEffect(() => {
    if (!sidebarOpen || isWide()) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.getElementById(SIDEBAR_ID)?.contains(document.activeElement)) {
        document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
      }
      setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  const closeIfNarrow = useCallback(() => {
    if (!isWide()) setSidebarOpen(false);
  }, []);

  if (!user) return null; // the guard above never lets this happen
  const appSettings = settings.status === 'loaded' ? settings.data : undefined;
  const countryId = user.client?.country.id;

  return (
    <NoticeBellContext value={noticeBell}>
      <div className="shell" data-sidebar={sidebarOpen ? 'open' : 'closed'}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        {countryId !== undefined && <FlightBanner countryId={countryId} />}
        <Header
          user={user}
          settings={appSettings}
          sidebarId={SIDEBAR_ID}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
        <div className="shell__body">
          <Sidebar id={SIDEBAR_ID} open={sidebarOpen} settings={appSettings} onNavigate={closeIfNarrow} />
          {sidebarOpen && <div className="shell__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
          <main id="main" className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        <ReleaseUpdateSlot />
      </div>
    </NoticeBellContext>
  );
}
