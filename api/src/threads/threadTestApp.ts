import { and, eq } from 'drizzle-orm';
import type { RealtimeEventName } from '@stride/shared';
import { createImportedTestApp, type AppSession, type ImportedTestApp } from '../../test/importedTestApp';
import { threads } from '../db/schema';

const member = (email: string, name: string, extra: Record<string, unknown> = {}) => ({ email, name, ...extra });

/**
 * Fixture `club` for the threads tests: an owner (account admin), an admin, the app's messaging profile, members
 * (one who takes no messages from members, one with a private profile, one who owns Gold); a group chat, a direct
 * chat, a feed with a pinned, liked and replied-to post, and comments on a paid page, an open article and a page
 * paid members read and others only browse. App `rival` has look-alike threads that must never answer in club;
 * `quiet` has messaging off, `basic` no group chat nor member-to-member messages, `strict` strict mode and no
 * messages from members to the app's messaging profiles.
 */
const CLUB_CONTENT = {
  app: { slug: 'club', name: 'Club' },
  products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 900, interval: 'month' }],
  members: [
    member('owner@club.test', 'Olive Owner', { role: 'owner' }),
    member('coach@club.test', 'Cody Coach', { role: 'admin' }),
    member('inbox@club.test', 'Club Inbox', { messaging_profile: true }),
    member('mia@club.test', 'Mia Chen'),
    member('sam@club.test', 'Sam Lee'),
    member('ana@club.test', 'Ana Ruiz'),
    member('shy@club.test', 'Shy Person', { can_receive_messages_from_members: false }),
    member('hidden@club.test', 'Hidden Person', { profile_visibility: 'private' }),
    member('gold@club.test', 'Goldie Hawn', { products: ['gold'] }),
  ],
  pages: [
    { path: '/', title: 'Club home' },
    { path: '/article', title: 'Open article' },
    { path: '/gold', title: 'Gold corner', access: { require_purchase: true, products: ['gold'] } },
    {
      path: '/preview',
      title: 'Gold preview',
      access: { require_purchase: true, products: ['gold'], allow_browsing: true },
    },
    { path: '/lounge', title: 'Lounge', blocks: [{ type: 'chat', thread: 'lounge' }] },
  ],
  threads: [
    {
      slug: 'lounge',
      title: 'Lounge',
      participants: ['mia@club.test', 'sam@club.test', 'ana@club.test'],
      messages: [
        { from: 'mia@club.test', text: 'Hello lounge' },
        { from: 'sam@club.test', text: 'Hi @<Mia Chen> <3' },
      ],
    },
    {
      slug: 'mia-sam',
      title: 'Mia and Sam',
      participants: ['mia@club.test', 'sam@club.test'],
      messages: [{ from: 'sam@club.test', text: 'Just us' }],
    },
    {
      slug: 'news',
      title: 'News',
      is_feed: true,
      messages: [
        { from: 'owner@club.test', text: 'Old but pinned', pinned: true },
        {
          from: 'owner@club.test',
          text: 'Fresh news',
          likes: ['mia@club.test', 'sam@club.test'],
          replies: [{ from: 'mia@club.test', text: 'Great!' }],
        },
      ],
    },
    {
      slug: 'gold-talk',
      title: 'Gold corner',
      page: '/gold',
      messages: [{ from: 'gold@club.test', text: 'Gold only' }],
    },
    { slug: 'preview-talk', title: 'Gold preview', page: '/preview' },
  ],
};

const RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  members: [member('mia@rival.test', 'Mia Chen'), member('rex@rival.test', 'Rex Rival')],
  threads: [
    { slug: 'lounge', title: 'Rival lounge', messages: [{ from: 'rex@rival.test', text: 'Rival secret' }] },
    { slug: 'news', title: 'Rival news', is_feed: true },
  ],
};

/** A small app with these messaging settings: an owner, three members and their group chat. */
function variantContent(slug: string, messaging: Record<string, boolean>) {
  return {
    app: { slug, name: slug, messaging },
    members: [
      member(`owner@${slug}.test`, 'Vera Owner', { role: 'owner' }),
      member(`inbox@${slug}.test`, 'Vera Inbox', { messaging_profile: true }),
      member(`a@${slug}.test`, 'Alex Able'),
      member(`b@${slug}.test`, 'Blake Baker'),
      member(`c@${slug}.test`, 'Casey Cole'),
    ],
    threads: [
      {
        slug: 'group',
        title: 'Group',
        participants: [`a@${slug}.test`, `b@${slug}.test`, `c@${slug}.test`],
        messages: [{ from: `a@${slug}.test`, text: 'From Alex' }],
      },
    ],
  };
}

const CONTENTS = [
  CLUB_CONTENT,
  RIVAL_CONTENT,
  variantContent('quiet', { enabled: false }),
  variantContent('basic', { group_chat: false, member_to_member: false }),
  variantContent('strict', { strict_mode: true, member_to_admin: false }),
] as const;

export type ThreadSession = AppSession;

export interface Published {
  channel: string;
  event: RealtimeEventName;
  data: Record<string, unknown>;
}

/** One value for each of the names given, in their order (a tuple, so each is typed without `| undefined`). */
type Each<N extends readonly string[], T> = { -readonly [K in keyof N]: T };

export interface ThreadTestApp extends ImportedTestApp {
  threadId(slug: string, app?: string): Promise<string>;
  threadIds<const N extends readonly string[]>(slugs: N, app?: string): Promise<Each<N, string>>;
  /** Members of `app` (club by default) by the name before `@<app>.test`, signed in. */
  signInAll<const N extends readonly string[]>(names: N, app?: string): Promise<Each<N, ThreadSession>>;
  /** New members of club named "<name> Test", each `<name in lower case>@club.test`, signed in. */
  newMembers<const N extends readonly string[]>(names: N): Promise<Each<N, ThreadSession>>;
  /** Every event published since the last takePublished(). */
  takePublished(): Published[];
}

/** The real app on a fresh database with the apps above imported (club the main one). */
export async function createThreadTestApp(): Promise<ThreadTestApp> {
  const testApp = await createImportedTestApp(CONTENTS);
  const { db, app, appId, signIn, newMember } = testApp;
  let published: Published[] = [];
  const publish = app.realtime.publish.bind(app.realtime);
  app.realtime.publish = (channel, event, data) => {
    published.push({ channel, event, data: data as unknown as Record<string, unknown> });
    publish(channel, event, data);
  };
  const threadId = async (slug: string, app = 'club') => {
    const [row] = await db
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.appId, appId(app)), eq(threads.slug, slug)));
    if (!row) throw new Error(`No thread ${slug} in ${app}`);
    return row.id;
  };
  // Promise.all of a tuple's map is an array to TypeScript: the names given make it a tuple again.
  const each = <N extends readonly string[], T>(names: N, load: (name: string) => Promise<T>) =>
    Promise.all(names.map(load)) as Promise<Each<N, T>>;
  return {
    ...testApp,
    threadId,
    threadIds: (slugs, app = 'club') => each(slugs, (slug) => threadId(slug, app)),
    signInAll: (names, app = 'club') => each(names, (name) => signIn(`${name}@${app}.test`, app)),
    newMembers: (names) => each(names, (name) => newMember(`${name.toLowerCase()}@club.test`, `${name} Test`)),
    takePublished() {
      const taken = published;
      published = [];
      return taken;
    },
  };
}
