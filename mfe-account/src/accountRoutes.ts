import { normalisePagePath } from '@stride/shared';

/** The screens of this remote, by path (every /me path not owned by messaging or schedule). */
export const ACCOUNT_PATHS = {
  home: '/me',
  myContent: '/me/content',
  purchases: '/me/purchases',
} as const;

export type AccountScreenName = keyof typeof ACCOUNT_PATHS;

/** A /me path this remote has no screen for shows the account area, which links to every screen that exists. */
export function accountScreenFor(path: string): AccountScreenName {
  const clean = normalisePagePath(path);
  const match = (Object.keys(ACCOUNT_PATHS) as AccountScreenName[]).find((name) => ACCOUNT_PATHS[name] === clean);
  return match ?? 'home';
}

/** Sections of /me/content the my content menu links to; `?section=` scrolls there. */
export const MY_CONTENT_SECTIONS = ['saved', 'programs', 'packs', 'events', 'upcoming', 'recent', 'purchases'] as const;
export type MyContentSection = (typeof MY_CONTENT_SECTIONS)[number];

export const MY_CONTENT_SECTION_PARAM = 'section';

export function myContentSectionPath(section: MyContentSection): string {
  return `${ACCOUNT_PATHS.myContent}?${MY_CONTENT_SECTION_PARAM}=${section}`;
}
