/**
 * The app's navigation (DESIGN.md "Shell and remotes"): the destinations the shell's chrome offers — a tab bar
 * on phones, a side navigation on desktop, the menu drawer in between — in the owner's order.
 */
export const NAV_TAB_KINDS = ['home', 'collection', 'messages', 'schedule', 'me'] as const;
export type NavTabKind = (typeof NAV_TAB_KINDS)[number];

/** The pictures an owner may give a collection tab; the shell draws each as a small inline SVG. */
export const NAV_ICONS = ['dumbbell', 'trophy', 'bowl', 'book', 'ticket', 'play', 'grid', 'star'] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

/** A tab bar holds at least two destinations and at most five (more do not fit a phone at 44 px targets). */
export const NAV_TAB_LIMITS = { min: 2, max: 5, titleMaxLength: 20 } as const;

export type NavTab =
  | { kind: 'home' | 'messages' | 'schedule' | 'me' }
  /** A content page of the owner's (a collection such as Programs), under the owner's title. */
  | { kind: 'collection'; path: string; title: string; icon: NavIcon };

export interface NavigationConfig {
  tabs: NavTab[];
}

/** An app whose owner picked no tabs: home, messages, schedule and the member's account. */
export const DEFAULT_NAVIGATION: NavigationConfig = {
  tabs: [{ kind: 'home' }, { kind: 'messages' }, { kind: 'schedule' }, { kind: 'me' }],
};
