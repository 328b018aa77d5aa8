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
import type {
  AppLinks,
  AttachmentData,
  MessagingSettings,
  StoredMessageType,
  ThreadKind,
  NavigationConfig,
  PageAction,
  PageType,
  ProfileVisibility,
  SocialProvider,
  WorkoutActivityType,
  WorkoutMode,
  WorkoutSessionSummary,
} from '@stride/shared';
import type {
  AppAccessSettings,
  AppThemeSettings,
  AppLocaleSetting,
  FormDefinition,
  StoredBlock,
  StoredSubmissionValue,
  StoredWorkout,
  StoredPageAccess,
  StoredPageTranslation,
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
    /** The owner's tabs (navigationConfigSchema); null: DEFAULT_NAVIGATION, filled at read time. */
    navigation: jsonb('navigation').$type<NavigationConfig>(),
    platformRewardfulSlug: text('platform_rewardful_slug'),
    /** Support, help and privacy-policy addresses the owner set; the account area hides a row without one. */
    links: jsonb('links').$type<AppLinks>().notNull().default({}),
    /** How the app sells: whether it charges tax (then a buyer gives a country, and a postcode where needed). */
    billing: jsonb('billing').$type<{ charges_tax?: boolean }>().notNull().default({}),
    /** The form that opens right after a member signs up (its trigger is auth_signed_up), if any. */
    signUpFormId: uuid('sign_up_form_id'),
    /** Only what the owner set (MessagingSettings); defaults are filled at read time. */
    messaging: jsonb('messaging').$type<Partial<MessagingSettings>>().notNull().default({}),
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
    /** The social provider the member signed up with or linked ('google' | 'apple'); null for email sign-in. */
    authProvider: text('auth_provider').$type<SocialProvider>(),
    /** The provider's stable subject (`sub`) for authProvider. */
    providerId: text('provider_id'),
    /** Size → URL of the uploaded avatar; null without one. */
    avatarUrls: jsonb('avatar_urls').$type<Record<string, string>>(),
    /** Shown on the member's public profile. */
    bio: text('bio'),
    /** Spec §6: a private profile is never listed in the directory and shows others only name and picture. */
    profileVisibility: text('profile_visibility').$type<ProfileVisibility>().notNull().default('public'),
    /** Spec §6: whether other members may message this member. */
    canReceiveMessagesFromMembers: boolean('can_receive_messages_from_members').notNull().default(true),
    /** Spec §6: an app messaging profile (the coach's inbox) may message everyone. */
    isAppMessagingProfile: boolean('is_app_messaging_profile').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_app_email_idx').on(table.appId, sql`lower(${table.email})`),
    uniqueIndex('users_app_provider_idx')
      .on(table.appId, table.authProvider, table.providerId)
      .where(sql`${table.providerId} is not null`),
  ],
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
    /** Spec §9: a stored session lasts 365 days. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '365 days'`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const LOGIN_TOKEN_PURPOSES = ['passwordless', 'reset_password', 'change_email', 'delete_account'] as const;
export type LoginTokenPurpose = (typeof LOGIN_TOKEN_PURPOSES)[number];

/**
 * A one-time sign-in (passwordless), password-reset or email-change grant sent by email (a change_email
 * grant is sent to the new address, names the member and proves the address): a link token and a short code,
 * both stored only as hashes. A link survives mail scanners: valid until expiresAt, then for a short time
 * after first use, for a few uses.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Lower-cased; a passwordless sign-up has no user until the link or code is used. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The name a passwordless sign-up gave (verify_subscriber): the member is created with it when the grant is used. */
    name: text('name'),
    purpose: text('purpose').$type<LoginTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    /** Wrong codes typed for this grant; the code dies after a few. */
    failedCodeAttempts: integer('failed_code_attempts').notNull().default(0),
    /** Set when the grant can no longer be used (a newer one was sent, the password was reset). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('login_tokens_app_email_idx').on(table.appId, table.email)],
);

/**
 * Attempt counters for brute-force protection, shared by every API instance on the same database.
 * key: `<scope>:<app>:<ip or email>`.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  /** Failed (or counted) attempts since windowStartedAt. */
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** No attempt is allowed before this. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Whether the latest attempt came during a wait (refused, nothing counted). Written by the same upsert
   * that counts, so each request reads its own verdict from RETURNING, however many arrive at once.
   */
  lastAttemptRefused: boolean('last_attempt_refused').notNull().default(false),
});

/** Mail that was not sent because no SMTP server is configured: the operator reads it (dev outbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name (passwordless, reset_password, welcome). */
    kind: text('kind').notNull(),
    /** Extra headers sent with it (List-Unsubscribe of notification emails); null without. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_to_idx').on(sql`lower(${table.to})`, table.createdAt)],
);

/** A social sign-in in flight: what the callback needs to finish it (PKCE verifier, nonce, where to return). */
export const socialLoginStates = pgTable('social_login_states', {
  /** The OAuth `state` parameter. */
  state: text('state').primaryKey(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<SocialProvider>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Path (and query) of the app to return to. */
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

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
    /** Listing filters (GET /content/{type}: with_tags, with_all_tags, filter_tags). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Listing filter and order (duration), e.g. a workout's length. */
    durationMinutes: integer('duration_minutes'),
    /** Locale → strings over the page (the translation file per path and locale). */
    translations: jsonb('translations').$type<Record<string, StoredPageTranslation>>().notNull().default({}),
    /** A form page's form: a link to the page opens it, or the member's submission (spec §2). */
    formId: uuid('form_id'),
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
    /** Subscriptions: free days before the first charge. */
    trialDays: integer('trial_days').notNull().default(0),
    /** The current version (its price is copied above); an intent for another version is invalid_version. */
    versionId: uuid('version_id'),
    /** Not listed unless asked with include_hidden; still sold by id. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Product ids offered beside this one at checkout (one-off products in the same currency). */
    orderBumpIds: jsonb('order_bump_ids').$type<string[]>().notNull().default([]),
    /** The App Store product id an in-app purchase of this product carries. */
    appleProductId: text('apple_product_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('products_app_slug_idx').on(table.appId, table.slug),
    uniqueIndex('products_app_apple_idx')
      .on(table.appId, table.appleProductId)
      .where(sql`${table.appleProductId} is not null`),
  ],
);

/** Every price a product has had. Immutable: a price change is a new row, and products.version_id points at it. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<(typeof PRICING_INTERVALS)[number]>(),
    trialDays: integer('trial_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('product_versions_product_idx').on(table.productId)],
);

export const COUPON_DURATIONS = ['once', 'forever', 'repeating'] as const;

/** A discount code: percent or amount off, for some periods, until it expires or is used up. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Upper-cased; members type it in any case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The currency of amountOffCents. */
    currency: text('currency'),
    duration: text('duration').$type<(typeof COUPON_DURATIONS)[number]>().notNull().default('once'),
    durationInPeriods: integer('duration_in_periods'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    /** Product ids it applies to; empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('coupons_app_code_idx').on(table.appId, table.code)],
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

/**
 * A message thread (spec §3 Messaging). `kind`: a chat among its participants (is_private: direct or group),
 * a feed or a page's comments (open: any member of the app may read and join), or the replies to one message.
 * `last_ts` hands out each message's `ts`, so ts increases monotonically per thread.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The owner's name for a thread of the content file; null for threads members start. */
    slug: text('slug'),
    title: text('title').notNull(),
    kind: text('kind').$type<ThreadKind>().notNull().default('chat'),
    isFeed: boolean('is_feed').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    hasBeenRenamed: boolean('has_been_renamed').notNull().default(false),
    /** "minUserId:maxUserId" of a direct chat: one thread per pair. */
    directKey: text('direct_key'),
    /** The page whose comments this is (kind comments). */
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** The thread and message this thread replies to (kind reply). */
    parentThreadId: uuid('parent_thread_id').references((): AnyPgColumn => threads.id, { onDelete: 'cascade' }),
    parentMessageTs: bigint('parent_message_ts', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastTs: bigint('last_ts', { mode: 'number' }).notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    /**
     * Part of the thread's realtime channel name (`private-thread-{id}-{epoch}`): raised when someone leaves or is
     * removed, or two members of it block each other, so their existing subscription is no longer published to and
     * the auth endpoint refuses them the new one.
     */
    channelEpoch: integer('channel_epoch').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('threads_app_slug_idx').on(table.appId, table.slug),
    uniqueIndex('threads_app_direct_idx').on(table.appId, table.directKey),
    uniqueIndex('threads_page_idx').on(table.pageId),
    uniqueIndex('threads_parent_idx').on(table.parentThreadId, table.parentMessageTs),
  ],
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
    messageType: text('message_type').$type<StoredMessageType>().notNull().default('message'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    attachmentData: jsonb('attachment_data').$type<AttachmentData>(),
    /** The user ids the text mentions (`@<Name>`). */
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    replyThreadId: uuid('reply_thread_id'),
    replyCount: integer('reply_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** The sender's id for the message, so a retried send is stored once. */
    clientId: text('client_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.ts] }),
    uniqueIndex('messages_client_idx').on(table.threadId, table.userId, table.clientId),
  ],
);

/** Who is in a thread, how far they have read, and whether they are notified. */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadTs: bigint('last_read_ts', { mode: 'number' }).notNull().default(0),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    hasContributed: boolean('has_contributed').notNull().default(false),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('thread_participants_user_idx').on(table.userId),
  ],
);

/** A like: one per member and message. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    messageTs: bigint('message_ts', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.messageTs, table.userId] })],
);

/** A member's report of another's message: one per member and message. */
export const messageReports = pgTable(
  'message_reports',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    messageTs: bigint('message_ts', { mode: 'number' }).notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.messageTs, table.reporterId] })],
);

const memberColumns = () => ({
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

const pageRef = (name = 'page_id') =>
  uuid(name)
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' });

export const PURCHASE_STATUSES = ['active', 'past_due', 'canceled'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'apple', 'import'] as const;

/** A member's product: `active` (and past_due, still in grace) ones are the user's activeProductIds. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberColumns(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof PURCHASE_STATUSES)[number]>().notNull().default('active'),
    /** Who took the money ('import': given by the owner's content file). */
    provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull().default('import'),
    /** The checkout that paid for it: activation inserts once per checkout and product. */
    checkoutId: uuid('checkout_id').references((): AnyPgColumn => checkouts.id, { onDelete: 'set null' }),
    versionId: uuid('version_id'),
    /** The provider's subscription (Stripe sub_…, the sandbox's, an App Store original transaction id). */
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The affiliate (the app's Rewardful slug or a `referral` link parameter) who brought the buyer. */
    referral: text('referral'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('purchases_user_idx').on(table.userId),
    uniqueIndex('purchases_checkout_product_idx').on(table.checkoutId, table.productId),
    uniqueIndex('purchases_provider_subscription_idx')
      .on(table.provider, table.providerSubscriptionId)
      .where(sql`${table.providerSubscriptionId} is not null`),
  ],
);

export const CHECKOUT_STATUSES = ['open', 'succeeded', 'failed', 'canceled'] as const;

/**
 * One attempt to buy a product: the preview's figures the buyer agreed to and the provider's intent. At most one
 * is open per member and product (a double click, two tabs, two API processes: one charge). Activation flips
 * `activated_at` once, in the transaction that grants the purchases.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberColumns(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    orderBumpIds: jsonb('order_bump_ids').$type<string[]>().notNull().default([]),
    /** Figures of the preview and what they were computed from: the same request reuses the open intent. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    referral: text('referral'),
    address: jsonb('address').$type<{ country: string; postcode?: string }>(),
    provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    intentKind: text('intent_kind').$type<'payment_intent' | 'setup_intent'>(),
    providerIntentId: text('provider_intent_id'),
    clientSecret: text('client_secret'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status').$type<(typeof CHECKOUT_STATUSES)[number]>().notNull().default('open'),
    failureCode: text('failure_code'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkouts_one_open_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.status} = 'open'`),
    index('checkouts_intent_idx').on(table.providerIntentId),
  ],
);

/** A member's provider customer (Stripe cus_…, the sandbox's): one per member and provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    ...memberColumns(),
    provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;

/** A bill for one payment (the first one or a renewal), as the provider reported it. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberColumns(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** Stripe's hosted invoice page; null for the sandbox (our printable page). */
    hostedUrl: text('hosted_url'),
    number: text('number').notNull(),
    status: text('status').$type<(typeof INVOICE_STATUSES)[number]>().notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<{ title: string; amount_cents: number }[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    country: text('country'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_provider_id_idx').on(table.provider, table.providerInvoiceId),
    index('invoices_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Webhook events received, by the provider's event id: a replayed or duplicate event finds its row and changes
 * nothing more. `processed_at` is set in the transaction that applied it, so one that failed half-way is
 * applied again on its next delivery.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * The sandbox provider's own records, standing in for Stripe's: intents (a payment or a saved card),
 * subscriptions it renews on its clock, and the events it delivers to the webhook, signed, until delivered.
 */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'payment_intent' | 'setup_intent'>().notNull(),
  /** Same key, same intent: a create sent twice makes one. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  clientSecret: text('client_secret').notNull(),
  status: text('status').$type<'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled'>().notNull(),
  lastError: text('last_error'),
  /** The card tried last (digits), kept while authentication is pending and saved to the customer on success. */
  cardNumber: text('card_number'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  /** The card renewals charge (its digits): the customer's saved card. */
  cardNumber: text('card_number'),
  status: text('status').$type<'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
  /** What every period costs and what of it the coupon and the tax change. */
  plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Periods paid so far (a repeating coupon counts them). */
  periodsPaid: integer('periods_paid').notNull().default(0),
  /** The open invoice's intent a new card pays (past due). */
  openIntentId: text('open_intent_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The event as Stripe would send it (type, data.object). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A process delivering the event holds it until then; the others leave it alone (deliverPending). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_events_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/** An App Store transaction that granted a purchase: the original transaction id is the subscription. */
export const iapTransactions = pgTable(
  'iap_transactions',
  {
    ...memberColumns(),
    originalTransactionId: text('original_transaction_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    environment: text('environment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.appId, table.originalTransactionId] })],
);

/** A member subscribed to a page: a progress root they started (drip counts from startedAt) or a private page. */
export const pageSubscriptions = pgTable(
  'page_subscriptions',
  {
    ...memberColumns(),
    pageId: pageRef(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pageId] }),
    index('page_subscriptions_page_idx').on(table.pageId),
  ],
);

export const pageCompletions = pgTable(
  'page_completions',
  {
    ...memberColumns(),
    pageId: pageRef(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pageId] })],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    ...memberColumns(),
    pageId: pageRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pageId] })],
);

/** A program (a page of type program) the member follows; its stages are the program page's children. */
export const programSubscriptions = pgTable(
  'program_subscriptions',
  {
    ...memberColumns(),
    programId: pageRef('program_id'),
    /** Stage (page) id → completed. */
    completedStageIds: jsonb('completed_stage_ids').$type<Record<string, boolean>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.programId] })],
);

/** An event: its page (type event_occurrence) holds what it is and who may join; occurrences are its dates. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    pageId: pageRef(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('events_app_slug_idx').on(table.appId, table.slug)],
);

export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('event_occurrences_app_starts_idx').on(table.appId, table.startsAt)],
);

export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    ...memberColumns(),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.occurrenceId] })],
);

/** Content shown over a page (trigger_overlay, a purchase overlay). */
export const overlays = pgTable(
  'overlays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('overlays_app_slug_idx').on(table.appId, table.slug)],
);

/**
 * An item on a member's schedule (spec §3). The schedule remote owns the calls; content removes a member's
 * items for a sequence's pages when they unsubscribe from it.
 */
export const scheduledItems = pgTable(
  'scheduled_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberColumns(),
    itemId: uuid('item_id').notNull(),
    itemType: text('item_type').notNull().default('Page'),
    scopeType: text('scope_type').notNull().default('account_app'),
    contextId: uuid('context_id'),
    contextType: text('context_type'),
    /** YYYY-MM-DD in the member's time zone. */
    date: text('date').notNull(),
    isAllDay: boolean('is_all_day').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('scheduled_items_user_item_idx').on(table.userId, table.itemType, table.itemId),
    // A calendar reads a member's items by date range.
    index('scheduled_items_user_date_idx').on(table.userId, table.date),
  ],
);

/**
 * A member's notification settings (spec §3 Notifications); a member without a row has the defaults. The digest
 * dates (YYYY-MM-DD in the member's time zone) make each daily or weekly digest go out once.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  receiveBlastNotifications: boolean('receive_blast_notifications').notNull().default(true),
  receiveMessageNotifications: boolean('receive_message_notifications').notNull().default(true),
  receiveRemindersJustForYou: boolean('receive_reminders_just_for_you').notNull().default(true),
  receiveRemindersForApp: boolean('receive_reminders_for_app').notNull().default(true),
  receiveRemindersViaPushNotification: boolean('receive_reminders_via_push_notification').notNull().default(true),
  receiveRemindersViaEmail: boolean('receive_reminders_via_email').notNull().default(true),
  isDailyReminders: boolean('is_daily_reminders').notNull().default(false),
  isWeeklyReminders: boolean('is_weekly_reminders').notNull().default(false),
  is15MinuteReminder: boolean('is_15_minute_reminder').notNull().default(true),
  isStartingNowReminder: boolean('is_starting_now_reminder').notNull().default(true),
  remindDayOf: boolean('remind_day_of').notNull().default(true),
  isAllRemindersInactive: boolean('is_all_reminders_inactive').notNull().default(false),
  lastDailyDigestOn: text('last_daily_digest_on'),
  lastWeeklyDigestOn: text('last_weekly_digest_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A device's push registration (spec §3): for web push, `token` is the browser's PushSubscription as JSON and
 * `endpoint` its push service URL (a 404 or 410 from it deletes the row). One row per member and device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberColumns(),
    deviceId: text('device_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    token: text('token').notNull(),
    endpoint: text('endpoint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_user_device_idx').on(table.userId, table.deviceId)],
);

/** A property the owner asks members for (spec §3 "Subscriber property: slug and value"), e.g. goal, city. */
export const subscriberPropertyDefinitions = pgTable(
  'subscriber_property_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Public ones show on the member's profile and are searchable in the directory. */
    isPublic: boolean('is_public').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscriber_property_definitions_app_slug_idx').on(table.appId, table.slug)],
);

/** A member's value of one subscriber property. */
export const subscriberPropertyValues = pgTable(
  'subscriber_property_values',
  {
    ...memberColumns(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => subscriberPropertyDefinitions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('subscriber_property_values_property_idx').on(table.propertyId),
  ],
);

/** Spec §6 "Members can block other members": blocker and blocked never see each other. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocked_idx').on(table.blockedId),
  ],
);

/**
 * What members and visitors did (spec §7 PUT /activity): one row per report, by app, member (null for a guest),
 * device and tab session. `ts` is the client's clock; `created_at` the server's.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    sessionId: text('session_id'),
    activityType: text('activity_type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activities_app_type_idx').on(table.appId, table.activityType, table.createdAt),
    // My content → Activity reads a member's latest.
    index('activities_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    trigger: text('trigger'),
    triggeringItem: jsonb('triggering_item').$type<{ type: string; id: string }>(),
    captureStatus: text('capture_status').$type<'saved' | 'missed'>().notNull().default('saved'),
    values: jsonb('values').$type<StoredSubmissionValue[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_submissions_member_idx').on(table.appId, table.userId, table.formId, table.createdAt),
    index('form_submissions_form_idx').on(table.appId, table.formId, table.createdAt),
  ],
);

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The page that holds the workout block: its access rules govern the workout. */
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    definition: jsonb('definition').$type<StoredWorkout>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('workouts_app_slug_idx').on(table.appId, table.slug)],
);

/** The exercises a coach allows in place of an exercise (both exercise pages). */
export const exerciseAlternates = pgTable(
  'exercise_alternates',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    alternateId: uuid('alternate_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.alternateId] })],
);

/** Spec §3 exercise swap: a member does `alternateId` wherever a workout names `exerciseId`. */
export const exerciseSwaps = pgTable(
  'exercise_swaps',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    alternateId: uuid('alternate_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.exerciseId] })],
);

export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    sessionMode: text('session_mode').$type<WorkoutMode>().notNull(),
    status: text('status').$type<'active' | 'finished'>().notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Written when the session finishes (WorkoutSessionSummary). */
    summary: jsonb('summary').$type<WorkoutSessionSummary>(),
  },
  (table) => [index('workout_sessions_member_idx').on(table.userId, table.workoutId, table.startedAt)],
);

export const workoutActivities = pgTable(
  'workout_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of logging within a session (timestamps of two quick taps can tie). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutGroupId: text('workout_group_id'),
    workoutGroupItemId: text('workout_group_item_id'),
    /** The exercise done (the member's swap applied): personal bests and history are by it. */
    exerciseId: uuid('exercise_id'),
    activityType: text('activity_type').$type<WorkoutActivityType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's id for the report, so a retried one is logged once. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('workout_activities_session_idx').on(table.sessionId, table.seq),
    uniqueIndex('workout_activities_client_idx').on(table.sessionId, table.clientId),
    index('workout_activities_exercise_idx').on(table.userId, table.exerciseId, table.createdAt),
  ],
);

export type AppRow = typeof apps.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type LoginTokenRow = typeof loginTokens.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type ProductVersionRow = typeof productVersions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventOccurrenceRow = typeof eventOccurrences.$inferSelect;
export type OverlayRow = typeof overlays.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type WorkoutRow = typeof workouts.$inferSelect;
export type WorkoutSessionRow = typeof workoutSessions.$inferSelect;
export type WorkoutActivityRow = typeof workoutActivities.$inferSelect;
export type ThreadRow = typeof threads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ThreadParticipantRow = typeof threadParticipants.$inferSelect;
