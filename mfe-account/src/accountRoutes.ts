import { matchPath, type PathRule } from '@stride/shared';
import { UNSUBSCRIBE_PATH } from '@stride/shared/notifications';

/** The screens of this remote, by path (every /me path not owned by messaging or schedule). */
export const ACCOUNT_PATHS = {
  home: '/me',
  myContent: '/me/content',
  purchases: '/me/purchases',
  details: '/me/details',
  settings: '/me/settings',
  subscriptions: '/me/subscriptions',
  privacy: '/me/privacy',
  profilePrivacy: '/me/profile-privacy',
  submissions: '/me/submissions',
  notifications: '/me/notifications',
  /** Opened from an email's link, signed in or not. */
  unsubscribe: UNSUBSCRIBE_PATH,
} as const;

export type AccountScreenName = keyof typeof ACCOUNT_PATHS;

/** A /me path this remote has no screen for shows the account area, which links to every screen that exists. */
const ACCOUNT_ROUTES: readonly (PathRule & { screen: AccountScreenName })[] = [
  { path: ACCOUNT_PATHS.home, screen: 'home' },
  { path: ACCOUNT_PATHS.myContent, exact: true, screen: 'myContent' },
  { path: ACCOUNT_PATHS.purchases, exact: true, screen: 'purchases' },
  { path: ACCOUNT_PATHS.details, exact: true, screen: 'details' },
  { path: ACCOUNT_PATHS.settings, exact: true, screen: 'settings' },
  { path: ACCOUNT_PATHS.subscriptions, exact: true, screen: 'subscriptions' },
  { path: ACCOUNT_PATHS.privacy, exact: true, screen: 'privacy' },
  { path: ACCOUNT_PATHS.profilePrivacy, exact: true, screen: 'profilePrivacy' },
  { path: ACCOUNT_PATHS.submissions, exact: true, screen: 'submissions' },
  { path: ACCOUNT_PATHS.notifications, exact: true, screen: 'notifications' },
  { path: ACCOUNT_PATHS.unsubscribe, exact: true, screen: 'unsubscribe' },
];

export function accountScreenFor(path: string): AccountScreenName {
  return matchPath(path, ACCOUNT_ROUTES)?.screen ?? 'home';
}

/** Sections of /me/content the my content menu links to; `?section=` scrolls there. */
export const MY_CONTENT_SECTIONS = ['saved', 'programs', 'packs', 'events', 'upcoming', 'recent', 'purchases'] as const;
export type MyContentSection = (typeof MY_CONTENT_SECTIONS)[number];

export const MY_CONTENT_SECTION_PARAM = 'section';

export function myContentSectionPath(section: MyContentSection): string {
  return `${ACCOUNT_PATHS.myContent}?${MY_CONTENT_SECTION_PARAM}=${section}`;
}
