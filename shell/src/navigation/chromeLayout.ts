import type { DeviceClass } from '@stride/shared';

/** Which parts of the navigation chrome a screen has. */
export interface ChromeLayout {
  /** The bottom tab bar (phones). */
  tabBar: boolean;
  /** The side navigation (desktop). */
  sideNav: boolean;
  /** The menu drawer a toolbar's menu button opens (phones and tablets). */
  menu: boolean;
}

export interface ChromeInputs {
  device: DeviceClass;
  pathname: string;
  /** The current content page's show_tabbar; null while it is unknown (loading, missing, locked). */
  pageShowsTabbar: boolean | null;
  pageBuilder: boolean;
}

/** Member-area screens (/me and below) belong to remotes without page data: they always have the tab bar. */
export function isMemberArea(pathname: string): boolean {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return segments[0]?.toLowerCase() === 'me';
}

/**
 * The chrome of a screen (spec §9 breakpoints): a tab bar on a phone where the page allows it (an unknown
 * page keeps it, so a member is never stranded), the side navigation on a desktop, the menu on anything
 * narrower. The page-builder preview draws the page alone.
 */
export function chromeLayout({ device, pathname, pageShowsTabbar, pageBuilder }: ChromeInputs): ChromeLayout {
  if (pageBuilder) return { tabBar: false, sideNav: false, menu: false };
  if (device === 'desktop') return { tabBar: false, sideNav: true, menu: false };
  const tabBar = device === 'mobile' && (isMemberArea(pathname) || pageShowsTabbar !== false);
  return { tabBar, sideNav: false, menu: true };
}
