import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  BLOCK_COLORS,
  BLOCK_TYPES,
  LOCALES,
  PAGE_TYPES,
  PROFILE_VISIBILITIES,
  PROPERTY_VALUE_MAX_LENGTH,
  SLOT_BLOCK_TYPES,
  type BlockType,
} from '@stride/shared';
import {
  appLinksSchema,
  blockSchemasByType,
  checkBlockRules,
  collectionItemSchema,
  globalConfigSchema,
  localisationSchema,
  navigationConfigSchema,
  pageAccessSchema,
  pageActionSchema,
  videoSchema,
} from '@stride/shared/schemas';
import { WORKOUT_GROUP_KINDS, WORKOUT_MODES } from '@stride/shared/workouts';
import {
  appAccessSettingsSchema,
  appThemeSettingsSchema,
  formDefinitionSchema,
  storedPageTranslationSchema,
  type StoredBlock,
  type StoredPageTranslation,
} from '../db/jsonColumns';
import { COUPON_DURATIONS, PRICING_INTERVALS, PRODUCT_KINDS } from '../db/schema';
import { instant } from '../http/instant';

/**
 * The content file an owner writes to create an app (documented in api/README.md). Other records
 * are referred to by the owner's own names: products, forms and threads by slug, members by email,
 * pages by path; the import turns them into ids.
 */
const slug = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,62})$/,
    'Use lower-case letters, digits and dashes (at most 63), starting with a letter or digit',
  );

const pagePath = z
  .string()
  .regex(/^\/[a-z0-9\-_/]*$/, 'Must start with "/" and use lower-case letters, digits, "-", "_" and "/"');

const appSchema = z
  .object({
    slug,
    name: z.string().min(1),
    /** The app served on a plain host name (localhost) and when X-App-Slug is missing. */
    is_default: z.boolean().default(false),
    platform_rewardful_slug: z.string().nullable().default(null),
    theme: appThemeSettingsSchema.default({}),
    access: appAccessSettingsSchema
      .omit({ app_products: true, purchase_overlay: true })
      .extend({ app_products: z.array(slug).default([]), purchase_overlay: slug.nullable().default(null) })
      .strict()
      .default({}),
    locales: z.array(localisationSchema.strict()).default([]),
    /** The tabs of the app's navigation; a collection tab names one of the file's pages. Omitted: the default tabs. */
    navigation: navigationConfigSchema.nullable().default(null),
    /** Support, help and privacy-policy addresses the account area links to. */
    links: appLinksSchema.default({}),
    /** How the app sells: with charges_tax, buyers give their country (and a postcode where needed) for tax. */
    billing: z
      .object({ charges_tax: z.boolean().default(false) })
      .strict()
      .default({}),
    /** Messaging settings (spec §5/§6) over the defaults: enabled, member_to_member, member_to_admin, group_chat, strict_mode. */
    messaging: globalConfigSchema.shape.messaging.partial().strict().default({}),
    /** Properties members fill in (goal, city…): public ones show on profiles and in the directory. */
    subscriber_properties: z
      .array(z.object({ slug, name: z.string().min(1), is_public: z.boolean().default(false) }).strict())
      .default([])
      // Here, not at the database's unique index: the owner learns which slug, not that the import failed.
      .superRefine((properties, ctx) => {
        const seen = new Set<string>();
        properties.forEach((property, index) => {
          if (seen.has(property.slug))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'slug'],
              message: `Duplicate subscriber property "${property.slug}"`,
            });
          seen.add(property.slug);
        });
      }),
  })
  .strict();

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;

const memberSchema = z
  .object({
    email: z.string().email(),
    name: z.string().min(3, 'Name must be longer than 2 characters.'),
    /** Omitted: a passwordless member who finishes setup on first sign-in. */
    password: z.string().min(7, 'Password must be longer than 6 characters.').optional(),
    role: z.enum(MEMBER_ROLES).default('member'),
    timezone: z.string().nullable().default(null),
    language: z.string().nullable().default(null),
    /** Product slugs the member owns (active purchases). */
    products: z.array(slug).default([]),
    /** Pages the member subscribes to (a private page needs it), by path. */
    pages: z.array(pagePath).default([]),
    bio: z.string().max(BIO_MAX_LENGTH).nullable().default(null),
    profile_visibility: z.enum(PROFILE_VISIBILITIES).default('public'),
    can_receive_messages_from_members: z.boolean().default(true),
    /** Spec §6: an app messaging profile (the coach's inbox) may message everyone and posts in feeds. */
    messaging_profile: z.boolean().default(false),
    /** Subscriber property slug → the member's value. */
    properties: z
      .record(slug, z.string().trim().max(PROPERTY_VALUE_MAX_LENGTH))
      .default({})
      // As PUT /subscriber/properties/{slug} stores them: trimmed, and an empty value is no value.
      .transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))),
  })
  .strict();

const productSchema = z
  .object({
    slug,
    title: z.string().min(1),
    description: z.string().nullable().default(null),
    kind: z.enum(PRODUCT_KINDS),
    price_cents: z.number().int().nonnegative().default(0),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, 'Use a lower-case ISO currency code like "usd"')
      .default('usd'),
    interval: z.enum(PRICING_INTERVALS).nullable().default(null),
    /** Subscriptions: free days before the first charge. */
    trial_days: z.number().int().min(0).max(365).default(0),
    /** Sold by id (a page's lock, a button) but not listed. */
    is_hidden: z.boolean().default(false),
    /** Slugs of one-off products in the same currency offered beside this one at checkout. */
    order_bumps: z.array(slug).max(5).default([]),
    /** The App Store product id of the same product bought in the native app. */
    apple_product_id: z.string().min(1).max(200).nullable().default(null),
  })
  .strict()
  .superRefine((product, ctx) => {
    if (product.kind !== 'subscription' && product.trial_days > 0) {
      ctx.addIssue({ code: 'custom', path: ['trial_days'], message: 'Only a subscription has a trial' });
    }
    if (product.order_bumps.includes(product.slug)) {
      ctx.addIssue({ code: 'custom', path: ['order_bumps'], message: 'A product cannot be its own order bump' });
    }
    if (product.kind === 'subscription' && product.interval === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: 'A subscription needs an interval (day, week, month or year)',
      });
    }
    if (product.kind !== 'subscription' && product.interval !== null) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: 'Only a subscription has an interval' });
    }
    if (product.kind === 'free' && product.price_cents !== 0) {
      ctx.addIssue({ code: 'custom', path: ['price_cents'], message: 'A free product costs 0' });
    }
    if (product.kind !== 'free' && product.price_cents === 0) {
      ctx.addIssue({ code: 'custom', path: ['price_cents'], message: 'A paid product needs a price above 0' });
    }
  });

/** A discount code members type at checkout: percent or amount off, for once, forever or some periods. */
const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,64}$/, 'Use 2 to 64 letters, digits, "-" and "_"')
      .transform((code) => code.toUpperCase()),
    percent_off: z.number().int().min(1).max(100).nullable().default(null),
    amount_off_cents: z.number().int().positive().nullable().default(null),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, 'Use a lower-case ISO currency code like "usd"')
      .nullable()
      .default(null),
    duration: z.enum(COUPON_DURATIONS).default('once'),
    duration_in_periods: z.number().int().min(1).max(120).nullable().default(null),
    expires_at: instant.nullable().default(null),
    max_redemptions: z.number().int().positive().nullable().default(null),
    /** Product slugs it applies to; empty: every product. */
    products: z.array(slug).default([]),
  })
  .strict()
  .superRefine((coupon, ctx) => {
    if ((coupon.percent_off === null) === (coupon.amount_off_cents === null)) {
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'Give either percent_off or amount_off_cents' });
    }
    if (coupon.amount_off_cents !== null && coupon.currency === null) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'An amount off needs its currency' });
    }
    if ((coupon.duration === 'repeating') !== (coupon.duration_in_periods !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration_in_periods'],
        message: 'duration_in_periods goes with a repeating duration, and only with it',
      });
    }
  });

const formSchema = formDefinitionSchema.extend({ slug, title: z.string().min(1) }).strict();

const seconds = (max: number) => z.number().int().min(0).max(max).nullable().default(null);

/** An exercise of a workout group: its page (type exercise) and targets; what it does not measure stays null. */
const workoutItemSchema = z
  .object({
    exercise: pagePath,
    sets: z.number().int().min(1).max(20).default(1),
    reps: z.number().int().min(1).max(1_000).nullable().default(null),
    time_seconds: seconds(86_400),
    distance_m: z.number().min(0).max(1_000_000).nullable().default(null),
    load_kg: z.number().min(0).max(2_000).nullable().default(null),
    tempo: z.string().trim().min(1).max(20).nullable().default(null),
    rest_seconds: seconds(3_600),
    notes: z.string().max(500).nullable().default(null),
  })
  .strict();

const workoutGroupSchema = z
  .object({
    kind: z.enum(WORKOUT_GROUP_KINDS).default('straight'),
    title: z.string().min(1).nullable().default(null),
    rounds: z.number().int().min(1).max(100).default(1),
    rest_seconds: seconds(3_600),
    work_seconds: seconds(3_600),
    duration_seconds: seconds(86_400),
    items: z.array(workoutItemSchema).min(1),
  })
  .strict()
  .superRefine((group, ctx) => {
    if (group.kind === 'amrap' && !group.duration_seconds) {
      ctx.addIssue({ code: 'custom', path: ['duration_seconds'], message: 'An AMRAP needs its time cap' });
    }
    if ((group.kind === 'emom' || group.kind === 'intervals') && !group.work_seconds) {
      ctx.addIssue({ code: 'custom', path: ['work_seconds'], message: `A ${group.kind} group needs work_seconds` });
    }
  });

/** A workout, placed on a page by a `workout` block that names its slug. */
const workoutSchema = z
  .object({
    slug,
    title: z.string().min(1),
    description: z.string().nullable().default(null),
    video: videoSchema.nullable().default(null),
    /** A form (slug) asked when a session ends, e.g. Rounds Achieved. */
    results_form: slug.nullable().default(null),
    groups: z.array(workoutGroupSchema).min(1),
  })
  .strict();

const seedMessageFields = {
  /** A member's email. */
  from: z.string().email(),
  /** As typed: angle brackets are escaped on import, except `@<Name>` mentions of the file's members. */
  text: z.string().min(1),
};

/** A seed message; its replies (a reply thread) come right after it. */
const threadMessageSchema = z
  .object({
    ...seedMessageFields,
    /** Pinned messages come first in feeds (spec §4). */
    pinned: z.boolean().default(false),
    /** Members (emails) who like it. */
    likes: z.array(z.string().email()).default([]),
    replies: z.array(z.object(seedMessageFields).strict()).default([]),
    /** A picture sent with the text (a path of the app, or an http(s) URL): an image message. */
    image_url: z
      .string()
      .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/i, 'A path of this app (/…) or an http(s) URL')
      .nullable()
      .default(null),
  })
  .strict();

/**
 * A message thread (spec §3): a feed (`is_feed`: the app posts, members like and reply), a page's comments (`page`),
 * or a chat among `participants` (member emails; none listed: every member of the file). A chat is always private;
 * `is_private` is kept for older files and says nothing more.
 */
const threadSchema = z
  .object({
    slug,
    title: z.string().min(1),
    is_feed: z.boolean().default(false),
    is_private: z.boolean().default(false),
    participants: z.array(z.string().email()).default([]),
    /** The page whose comments these are (one thread per page). */
    page: pagePath.nullable().default(null),
    /** Seed messages, oldest first. */
    messages: z.array(threadMessageSchema).default([]),
  })
  .strict()
  .superRefine((thread, ctx) => {
    if (thread.is_feed && thread.page !== null)
      ctx.addIssue({ code: 'custom', path: ['page'], message: "A feed is not a page's comments" });
    if ((thread.is_feed || thread.page !== null) && thread.participants.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['participants'],
        message: "Only a chat lists participants: a feed or a page's comments is open to the app's members",
      });
  });

/** A collection lists the pages at `paths` (in that order), or the page's children when omitted. */
const collectionBlockSchema = blockSchemasByType.collection
  .extend({
    paths: z.array(pagePath).optional(),
    items: z
      .array(collectionItemSchema)
      .max(0, 'Items are filled from the listed pages; list them in "paths"')
      .default([]),
  })
  .strict();

const SLOT_TYPES: ReadonlySet<BlockType> = new Set(SLOT_BLOCK_TYPES);

/**
 * The import resolves slugs (products, forms, overlays, threads) and collection paths on a page's own blocks
 * only, so blocks that need that are refused inside a composed block rather than stored unresolved.
 */
function composedChildProblem(block: Record<string, unknown>): { path: string; message: string } | null {
  if (block.type === 'composed') return { path: 'type', message: 'A composed block holds one level of blocks' };
  if (['collection', 'chat', 'form_submission', 'workout'].includes(String(block.type))) {
    return { path: 'type', message: `A ${block.type} block goes on the page itself, not inside a composed block` };
  }
  if (block.type === 'livestream' && block.thread !== undefined) {
    return { path: 'thread', message: 'A livestream with a chat thread goes on the page itself' };
  }
  const action = block.action as { type?: unknown; target?: unknown } | null | undefined;
  if (
    action &&
    typeof action.target === 'string' &&
    ['trigger_purchase', 'trigger_form', 'trigger_overlay'].includes(String(action.type))
  ) {
    return { path: 'action', message: `A ${String(action.type)} action goes on a block of the page itself` };
  }
  return null;
}

/**
 * Picks the schema by `type` first so an error names the block's own field (`blocks.0.title`)
 * rather than "no union member matched". Unknown fields are refused (a typo would otherwise vanish),
 * except on slot blocks, whose fields belong to the remote that draws them.
 */
function blockInput(where: 'page' | 'composed'): z.ZodType<StoredBlock, z.ZodTypeDef, unknown> {
  return z.unknown().transform((value, ctx): StoredBlock => {
    const withId =
      typeof value === 'object' && value !== null && !('id' in value) ? { id: randomUUID(), ...value } : value;
    const head = z
      .object({ type: z.enum(BLOCK_TYPES) })
      .passthrough()
      .safeParse(withId);
    if (!head.success) {
      head.error.issues.forEach((issue) => ctx.addIssue(issue));
      return z.NEVER;
    }
    const problem = where === 'composed' ? composedChildProblem(head.data) : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      return z.NEVER;
    }
    const result = FILE_BLOCK_SCHEMAS.get(head.data.type)!.safeParse(withId);
    if (!result.success) {
      result.error.issues.forEach((issue) => ctx.addIssue(issue));
      return z.NEVER;
    }
    return result.data as StoredBlock;
  });
}

const composedChildInputSchema = z.lazy(() => blockInput('composed'));

function fileBlockObject(type: BlockType): z.AnyZodObject {
  switch (type) {
    case 'collection':
      return collectionBlockSchema;
    case 'livestream':
      // The stream's chat is named by thread slug; the import turns it into thread_id.
      return blockSchemasByType.livestream.extend({ thread: slug.optional() }).strict();
    case 'form_submission':
      // The owner names the form by slug; the import turns it into form_id.
      return blockSchemasByType.form_submission.extend({ form: slug, title: z.string().min(1).optional() }).strict();
    case 'workout':
      // `mode`: the coach's suggested mode, used until the member picks one.
      return blockSchemasByType.workout
        .extend({ workout: slug, title: z.string().min(1).optional(), mode: z.enum(WORKOUT_MODES).optional() })
        .strict();
    case 'composed':
      return blockSchemasByType.composed.extend({ blocks: z.array(composedChildInputSchema).default([]) }).strict();
    default:
      return SLOT_TYPES.has(type) ? blockSchemasByType[type] : blockSchemasByType[type].strict();
  }
}

/** Each block type as written in a content file, with the rules across its fields. */
const FILE_BLOCK_SCHEMAS = new Map(
  BLOCK_TYPES.map((type) => [type, fileBlockObject(type).superRefine(checkBlockRules)]),
);

const blockInputSchema = blockInput('page');

/** A page's own access rules. Writing `access` means "these rules", so inherit defaults to false here. */
const pageAccessInputSchema = pageAccessSchema
  .omit({ parent: true, inherit: true, products: true, purchase_overlay: true })
  .extend({
    inherit: z.boolean().default(false),
    products: z.array(slug).default([]),
    /** An overlay slug, shown with checkout when the page needs a purchase. */
    purchase_overlay: slug.nullable().default(null),
  })
  .strict()
  .superRefine((access, ctx) => {
    // A drip of "3" without "days" (or "weeks" without how many) would unlock at the start: say which is missing.
    const missing =
      access.schedule_period !== null && access.schedule_interval === null
        ? { field: 'schedule_interval', other: 'schedule_period' }
        : access.schedule_interval !== null && access.schedule_period === null
          ? { field: 'schedule_period', other: 'schedule_interval' }
          : null;
    if (missing) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [missing.field],
        message: `${missing.field} is required with ${missing.other}`,
      });
    }
  });

const overlaySchema = z
  .object({ slug, title: z.string().min(1), blocks: z.array(z.lazy(() => blockInputSchema)).default([]) })
  .strict();

const eventSchema = z
  .object({
    slug,
    title: z.string().min(1),
    /** The event's page (type event_occurrence): its blocks describe the event, its access gates joining. */
    page: pagePath,
    occurrences: z
      .array(
        z
          .object({ starts_at: instant, ends_at: instant })
          .strict()
          .refine((o) => o.ends_at > o.starts_at, {
            message: 'ends_at must be after starts_at',
            path: ['ends_at'],
          }),
      )
      .default([]),
  })
  .strict();

export interface PageInput {
  path: string;
  title: string;
  type: (typeof PAGE_TYPES)[number];
  description: string | null;
  image_url: string | null;
  background_color: (typeof BLOCK_COLORS)[number] | null;
  published: boolean;
  show_tabbar: boolean;
  show_view_switcher: boolean;
  access: z.infer<typeof pageAccessInputSchema> | null;
  tags: string[];
  duration_minutes: number | null;
  translations: Record<string, StoredPageTranslation>;
  actions: z.infer<typeof pageActionSchema>[];
  attributes: Record<string, unknown>;
  blocks: StoredBlock[];
  /** A form page's form (slug). */
  form: string | null;
  /** An exercise page's alternates (paths of exercise pages) a member may swap it for. */
  alternates: string[];
  children: PageInput[];
}

const pageSchema: z.ZodType<PageInput, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      path: pagePath,
      title: z.string().min(1),
      type: z.enum(PAGE_TYPES).default('generic'),
      description: z.string().nullable().default(null),
      image_url: z.string().nullable().default(null),
      background_color: z.enum(BLOCK_COLORS).nullable().default(null),
      published: z.boolean().default(true),
      show_tabbar: z.boolean().default(true),
      show_view_switcher: z.boolean().default(false),
      /** Omitted: inherit the parent's rules. */
      access: pageAccessInputSchema.nullable().default(null),
      tags: z.array(z.string().min(1)).default([]),
      duration_minutes: z.number().int().nonnegative().nullable().default(null),
      /** Locale → the page's strings in it. */
      translations: z.record(z.enum(LOCALES), storedPageTranslationSchema).default({}),
      actions: z.array(pageActionSchema.strict()).default([]),
      attributes: z.record(z.string(), z.unknown()).default({}),
      blocks: z.array(blockInputSchema).default([]),
      form: slug.nullable().default(null),
      alternates: z.array(pagePath).default([]),
      children: z.array(pageSchema).default([]),
    })
    .strict()
    .superRefine((page, ctx) => {
      if (page.form !== null && page.type !== 'form') {
        ctx.addIssue({ code: 'custom', path: ['form'], message: 'Only a form page names a form' });
      }
      if (page.alternates.length > 0 && page.type !== 'exercise') {
        ctx.addIssue({ code: 'custom', path: ['alternates'], message: 'Only an exercise page has alternates' });
      }
    }),
);

export const contentFileSchema = z
  .object({
    app: appSchema,
    members: z.array(memberSchema).default([]),
    products: z.array(productSchema).default([]),
    coupons: z.array(couponSchema).default([]),
    forms: z.array(formSchema).default([]),
    workouts: z.array(workoutSchema).default([]),
    threads: z.array(threadSchema).default([]),
    overlays: z.array(overlaySchema).default([]),
    pages: z.array(pageSchema).default([]),
    events: z.array(eventSchema).default([]),
  })
  .strict();

export type ContentFile = z.infer<typeof contentFileSchema>;
