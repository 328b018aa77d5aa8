import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PageAction, PageType } from '@stride/shared';
import type {
  AppAccessSettings,
  AppThemeSettings,
  AppLocaleSetting,
  FormDefinition,
  StoredBlock,
  StoredPageAccess,
} from './jsonColumns';

export * from '../remotes/remotesSchema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One tenant: a published member app. Exactly one app may be the default (served on a plain host). */
export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Only what the owner set; defaults are filled at read time so changing a default reaches every app. */
    theme: jsonb('theme').$type<AppThemeSettings>().notNull().default({}),
    access: jsonb('access').$type<AppAccessSettings>().notNull().default({}),
    locales: jsonb('locales').$type<AppLocaleSetting[]>().notNull().default([]),
    platformRewardfulSlug: text('platform_rewardful_slug'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('apps_one_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

/** A member (subscriber) or an owner of one app; the same email in two apps is two users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null for passwordless members who have not finished setup. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAccountAdmin: boolean('is_account_admin').notNull().default(false),
    timezone: text('timezone'),
    language: text('language'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_app_email_idx').on(table.appId, sql`lower(${table.email})`)],
);

/** A signed-in device. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    /** Normalised (see normalisePagePath): lower-case, leading slash, no trailing slash. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    type: text('type').$type<PageType>().notNull(),
    /** Order among siblings. */
    position: integer('position').notNull().default(0),
    /** Shown on collection cards that list this page. */
    description: text('description'),
    imageUrl: text('image_url'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    /** Null: inherit everything from the parent. */
    access: jsonb('access').$type<StoredPageAccess>(),
    actions: jsonb('actions').$type<PageAction[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    backgroundColor: text('background_color'),
    showTabbar: boolean('show_tabbar').notNull().default(true),
    showViewSwitcher: boolean('show_view_switcher').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pages_app_path_idx').on(table.appId, table.path),
    index('pages_app_parent_idx').on(table.appId, table.parentId),
  ],
);

export const PRODUCT_KINDS = ['free', 'one_off', 'subscription'] as const;
export const PRICING_INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The owner's name for it in content files; pages and buttons refer to products by slug. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').$type<(typeof PRODUCT_KINDS)[number]>().notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** Subscriptions only. */
    interval: text('interval').$type<(typeof PRICING_INTERVALS)[number]>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('products_app_slug_idx').on(table.appId, table.slug)],
);

export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('forms_app_slug_idx').on(table.appId, table.slug)],
);

export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    isFeed: boolean('is_feed').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('threads_app_slug_idx').on(table.appId, table.slug)],
);

/** `ts` increases monotonically per thread, so a client can ask for what it missed (`after=`). */
export const messages = pgTable(
  'messages',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.ts] })],
);

export type AppRow = typeof apps.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
