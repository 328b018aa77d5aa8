import type { StrideParcelContext } from '@stride/shared';
import { useDeviceClass } from '@stride/shared/react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShellStrings } from '../i18n/useShellStrings';
import { chromeLayout } from './chromeLayout';
import { activeDestination, navDestinations } from './navDestinations';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';
import { usePageShowsTabbar } from './usePageShowsTabbar';
import { useUnreadMessages } from './useUnreadMessages';
import './navigation.scss';

// Only a tap on a menu button opens the drawer: it is fetched then, not with the first page (bench: first-load JS).
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));
// The unread badge's fetching and listening: only for a signed-in member of an app with messaging, after sign-in.
const UnreadWatcher = lazy(() => import('./UnreadWatcher').then((module) => ({ default: module.UnreadWatcher })));

/**
 * The app's navigation chrome around the routed area (DESIGN.md "Shell and remotes"), built from the app
 * config: the tab bar on a phone, the side navigation on a desktop, and the menu drawer a toolbar's menu
 * button opens (`navigation:open-menu`) on a phone or tablet.
 */
export function AppChrome({ context, children }: { context: StrideParcelContext; children: ReactNode }) {
  const { bus, appConfig, location, pageBuilder, i18n, navigate, updateWaiting, queryClient } = context;
  const unread = useUnreadMessages(context);
  const t = useShellStrings(i18n);
  const device = useDeviceClass();
  const pageShowsTabbar = usePageShowsTabbar(queryClient, location.pathname);
  const layout = chromeLayout({ device, pathname: location.pathname, pageShowsTabbar, pageBuilder });
  const destinations = useMemo(() => navDestinations(appConfig.navigation), [appConfig.navigation]);
  const active = activeDestination(destinations, location.pathname);

  // The path the menu was opened on: any navigation (a link, back, a remote's own) leaves the menu behind.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const { pathname } = location;
  useEffect(() => {
    const open = () => setMenuOpenAt(pathname);
    bus.on('navigation:open-menu', open);
    return () => bus.off('navigation:open-menu', open);
  }, [bus, pathname]);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const showMenu = menuOpenAt === pathname && layout.menu;

  // A waiting app update turns following a link into a full load (spec §2), as every link of the app does.
  const follow = useCallback(
    (to: string) => {
      setMenuOpenAt(null);
      if (updateWaiting()) bus.emit('app:reload-to', { to });
      else navigate(to);
    },
    [bus, navigate, updateWaiting],
  );

  const links = { destinations, active, follow, t, unread };
  const classes = ['stride-chrome', layout.sideNav && 'stride-chrome--side', layout.tabBar && 'stride-chrome--tabbar'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {layout.sideNav ? <SideNav config={appConfig} {...links} /> : null}
      <div className="stride-chrome__content">{children}</div>
      {layout.tabBar ? <TabBar {...links} /> : null}
      {context.session.status === 'authenticated' && appConfig.messaging.enabled ? (
        <Suspense fallback={null}>
          <UnreadWatcher
            api={context.api}
            queryClient={queryClient}
            realtime={context.realtime}
            user={context.session.user}
          />
        </Suspense>
      ) : null}
      {showMenu ? (
        <Suspense fallback={null}>
          <NavDrawer config={appConfig} onClose={closeMenu} {...links} />
        </Suspense>
      ) : null}
    </div>
  );
}
