import { ACCOUNT_PATHS, myContentSectionPath } from '../accountRoutes';

import type { AppLinks } from '@stride/shared';

/**
 * An entry of the account area or the my content area (spec §2): `to`, one of the app's screens; `link`, the
 * owner's address of that name from the app config, the row hidden when the owner set none.
 */
export type AreaItem = { key: string; to: string; link?: never } | { key: string; link: keyof AppLinks; to?: never };

/** Saved, activity, programs, packs and upcoming events are sections of /me/content. */
export const MY_CONTENT_ITEMS: readonly AreaItem[] = [
  { key: 'messages', to: '/me/messages' },
  { key: 'schedule', to: '/me/schedule' },
  { key: 'submissions', to: ACCOUNT_PATHS.submissions },
  { key: 'saved', to: myContentSectionPath('saved') },
  { key: 'activity', to: myContentSectionPath('recent') },
  { key: 'programs', to: myContentSectionPath('programs') },
  { key: 'packs', to: myContentSectionPath('packs') },
  { key: 'upcomingEvents', to: myContentSectionPath('events') },
];

/** Log out is an action rather than a place: it sits beside the member's name at the top. */
export const ACCOUNT_ITEMS: readonly AreaItem[] = [
  { key: 'details', to: ACCOUNT_PATHS.details },
  { key: 'settings', to: ACCOUNT_PATHS.settings },
  { key: 'purchases', to: ACCOUNT_PATHS.purchases },
  { key: 'subscriptions', to: ACCOUNT_PATHS.subscriptions },
  { key: 'notifications', to: ACCOUNT_PATHS.notifications },
  { key: 'support', link: 'support_url' },
  { key: 'help', link: 'help_url' },
  { key: 'privacy', to: ACCOUNT_PATHS.privacy },
  { key: 'profilePrivacy', to: ACCOUNT_PATHS.profilePrivacy },
];
