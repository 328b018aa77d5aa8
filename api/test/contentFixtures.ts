import type { AccessConfig } from '@stride/shared';
import type { AppDatabase } from '../src/db/AppDatabase';
import { importContent, type ImportResult } from '../src/content/importContent';

export interface FixtureOptions {
  isDefault?: boolean;
  title?: string;
  /** Access settings over the fixture's own (app_products: ['pro']), e.g. sso_google_enabled. */
  access?: Partial<Omit<AccessConfig, 'app_products'>>;
}

/**
 * A small content file for tests: one app with a home page, a public article list, a paid page,
 * a members-only page and a scheduled page. Members have no password (scrypt is slow on purpose).
 */
export function contentFixture(slug: string, options: FixtureOptions = {}) {
  const title = options.title ?? `${slug} app`;
  return {
    app: {
      slug,
      name: title,
      is_default: options.isDefault ?? false,
      access: { ...options.access, app_products: ['pro'] },
    },
    members: [
      { email: `owner@${slug}.test`, name: 'Owner Person', role: 'owner' },
      { email: `member@${slug}.test`, name: 'Member Person' },
    ],
    products: [{ slug: 'pro', title: 'Pro', kind: 'subscription', price_cents: 900, interval: 'month' }],
    pages: [
      {
        path: '/',
        title: `${title} home`,
        blocks: [
          { id: 'hero', type: 'hero', title: `Welcome to ${title}` },
          { id: 'listed', type: 'collection', title: 'Picked', paths: ['/articles/second', '/articles/first'] },
        ],
      },
      {
        path: '/articles',
        title: 'Articles',
        type: 'collection',
        blocks: [{ id: 'children', type: 'collection', title: 'All' }],
        children: [
          {
            path: '/articles/first',
            title: 'First article',
            type: 'article',
            description: 'One',
            blocks: [{ id: 't1', type: 'text', text: 'first body' }],
          },
          {
            path: '/articles/second',
            title: 'Second article',
            type: 'article',
            image_url: '/img/2.svg',
            blocks: [{ id: 't2', type: 'text', text: 'second body' }],
          },
          { path: '/articles/draft', title: 'Draft article', type: 'article', published: false },
        ],
      },
      {
        path: '/paid',
        title: 'Paid page',
        access: { require_purchase: true, products: ['pro'] },
        blocks: [{ id: 'secret', type: 'text', text: 'paid secret' }],
        children: [
          {
            path: '/paid/lesson',
            title: 'Paid lesson',
            blocks: [{ id: 'secret2', type: 'text', text: 'inherited secret' }],
          },
        ],
      },
      {
        path: '/members',
        title: 'Members only',
        access: { require_authentication: true },
        blocks: [{ id: 'm', type: 'text', text: 'members secret' }],
      },
      {
        path: '/program',
        title: 'Program',
        type: 'program',
        access: { is_progress_root: true },
        children: [
          {
            path: '/program/day-1',
            title: 'Day 1',
            type: 'workout',
            blocks: [{ id: 'd1', type: 'text', text: 'day one' }],
          },
          {
            path: '/program/day-2',
            title: 'Day 2',
            type: 'workout',
            access: { is_scheduled: true, unlock_duration_seconds: 86400 },
          },
        ],
      },
    ],
  };
}

export function importFixtureApp(db: AppDatabase, slug: string, options: FixtureOptions = {}): Promise<ImportResult> {
  return importContent(db, contentFixture(slug, options));
}
