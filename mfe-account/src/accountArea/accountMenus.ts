import { ACCOUNT_PATHS, myContentSectionPath } from '../accountRoutes';

/** An entry of the account area or the my content area (spec §2); `to` only where the screen exists. */
export interface AreaItem {
  key: string;
  to?: string;
}

/** Saved, activity, programs, packs and upcoming events are sections of /me/content. */
export const MY_CONTENT_ITEMS: readonly AreaItem[] = [
  { key: 'messages', to: '/me/messages' },
  { key: 'schedule', to: '/me/schedule' },
  { key: 'submissions' },
  { key: 'saved', to: myContentSectionPath('saved') },
  { key: 'activity', to: myContentSectionPath('recent') },
  { key: 'programs', to: myContentSectionPath('programs') },
  { key: 'packs', to: myContentSectionPath('packs') },
  { key: 'upcomingEvents', to: myContentSectionPath('events') },
];

/** Log out is an action rather than a place: it sits beside the member's name at the top. */
export const ACCOUNT_ITEMS: readonly AreaItem[] = [
  { key: 'details' },
  { key: 'settings' },
  { key: 'purchases', to: ACCOUNT_PATHS.purchases },
  { key: 'subscriptions' },
  { key: 'notifications' },
  { key: 'support' },
  { key: 'help' },
  { key: 'privacy' },
  { key: 'profilePrivacy' },
];
