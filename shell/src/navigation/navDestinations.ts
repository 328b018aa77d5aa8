import { matchPath, type NavIcon, type NavigationConfig, type NavTab } from '@stride/shared';
import type { ShellStringKey } from '../i18n/shellStrings';

/** Pictures of the built-in destinations, beside the ones an owner may give a collection tab. */
export type DestinationIcon = NavIcon | 'home' | 'messages' | 'schedule' | 'me';

/** One place the app's navigation leads to, as the tab bar, side navigation and menu draw it. */
export interface NavDestination {
  /** Unique among the app's destinations. */
  key: string;
  to: string;
  /** A shell string for a built-in destination; the owner's own title for a collection. */
  label: { key: ShellStringKey } | { text: string };
  icon: DestinationIcon;
}

const BUILT_IN = {
  home: { to: '/', label: { key: 'nav.home' }, icon: 'home' },
  messages: { to: '/me/messages', label: { key: 'nav.messages' }, icon: 'messages' },
  schedule: { to: '/me/schedule', label: { key: 'nav.schedule' }, icon: 'schedule' },
  me: { to: '/me', label: { key: 'nav.me' }, icon: 'me' },
} as const satisfies Record<Exclude<NavTab['kind'], 'collection'>, Omit<NavDestination, 'key'>>;

/** The destinations of the owner's tabs, in their order. A guest gets the same: "me" offers them Log In. */
export function navDestinations(navigation: NavigationConfig): NavDestination[] {
  return navigation.tabs.map((tab) =>
    tab.kind === 'collection'
      ? { key: `collection:${tab.path}`, to: tab.path, label: { text: tab.title }, icon: tab.icon }
      : { key: tab.kind, ...BUILT_IN[tab.kind] },
  );
}

/**
 * The destination the member is in: the one whose path is the longest whole-segment prefix of the current
 * path (a program under /programs is in Programs, /me/messages/… in Messages, /me/content in Me). Home is
 * only the home page itself, so a page no tab leads to marks none.
 */
export function activeDestination(destinations: readonly NavDestination[], pathname: string): string | null {
  const rules = destinations.map((destination) => ({
    path: destination.to,
    exact: destination.to === '/',
    key: destination.key,
  }));
  return matchPath(pathname, rules)?.key ?? null;
}
