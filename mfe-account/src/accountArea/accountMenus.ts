/** An entry of the account area or the my content area (spec §2); `to` only where the screen exists. */
export interface AreaItem {
  key: string;
  to?: string;
}

export const MY_CONTENT_ITEMS: readonly AreaItem[] = [
  { key: 'messages', to: '/me/messages' },
  { key: 'schedule', to: '/me/schedule' },
  { key: 'submissions' },
  { key: 'saved' },
  { key: 'activity' },
  { key: 'programs' },
  { key: 'packs' },
  { key: 'upcomingEvents' },
];

/** Log out is an action rather than a place: it sits beside the member's name at the top. */
export const ACCOUNT_ITEMS: readonly AreaItem[] = [
  { key: 'details' },
  { key: 'settings' },
  { key: 'purchases' },
  { key: 'subscriptions' },
  { key: 'notifications' },
  { key: 'support' },
  { key: 'help' },
  { key: 'privacy' },
  { key: 'profilePrivacy' },
];
