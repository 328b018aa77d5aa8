import { DEFAULT_NAVIGATION } from './Navigation';
import { navigationConfigSchema } from './Navigation.schema';

function firstIssue(input: unknown): { path: (string | number)[]; message: string } | null {
  const result = navigationConfigSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path, message: issue.message };
}

const programs = { kind: 'collection', path: '/programs', title: 'Programs', icon: 'trophy' } as const;

describe('navigationConfigSchema', () => {
  it('accepts the default tabs and an owner’s ordered choice with a collection', () => {
    expect(navigationConfigSchema.parse(DEFAULT_NAVIGATION)).toEqual(DEFAULT_NAVIGATION);
    const tabs = [{ kind: 'home' }, programs, { kind: 'messages' }, { kind: 'schedule' }, { kind: 'me' }];
    expect(navigationConfigSchema.parse({ tabs })).toEqual({ tabs });
  });

  it.each([
    [[{ kind: 'home' }], ['tabs'], 'Pick at least 2 tabs'],
    [
      [
        { kind: 'home' },
        programs,
        { kind: 'messages' },
        { kind: 'schedule' },
        { kind: 'me' },
        { ...programs, path: '/x' },
      ],
      ['tabs'],
      'Pick at most 5 tabs',
    ],
    [[{ kind: 'home' }, { kind: 'home' }], ['tabs', 1], 'The home tab is listed twice'],
    [[programs, { ...programs, icon: 'star' }], ['tabs', 1], 'The page "/programs" is already a tab'],
  ])('refuses %j at %j: %s', (tabs, path, message) => {
    expect(firstIssue({ tabs })).toEqual({ path, message });
  });

  it('refuses a collection tab without a usable title, path or icon', () => {
    expect(firstIssue({ tabs: [{ kind: 'home' }, { ...programs, title: '  ' }] })).toEqual({
      path: ['tabs', 1, 'title'],
      message: 'A collection tab needs a title',
    });
    expect(firstIssue({ tabs: [{ kind: 'home' }, { ...programs, title: 'A title far too long for a tab' }] })).toEqual({
      path: ['tabs', 1, 'title'],
      message: 'A tab title has at most 20 characters',
    });
    expect(firstIssue({ tabs: [{ kind: 'home' }, { ...programs, path: '/me/messages' }] })?.message).toBe(
      'Must be a content page, not a /me screen',
    );
    expect(firstIssue({ tabs: [{ kind: 'home' }, { ...programs, path: 'programs' }] })?.path).toEqual([
      'tabs',
      1,
      'path',
    ]);
    expect(firstIssue({ tabs: [{ kind: 'home' }, { ...programs, icon: 'rocket' }] })?.path).toEqual([
      'tabs',
      1,
      'icon',
    ]);
  });

  it('refuses an unknown kind and fields a tab does not have', () => {
    expect(firstIssue({ tabs: [{ kind: 'home' }, { kind: 'shop' }] })?.path).toEqual(['tabs', 1, 'kind']);
    expect(firstIssue({ tabs: [{ kind: 'home', title: 'Start' }, { kind: 'me' }] })?.path).toEqual(['tabs', 0]);
  });
});
