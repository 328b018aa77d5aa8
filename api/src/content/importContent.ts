import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalisePagePath, type NavigationConfig } from '@stride/shared';
import { hashPassword } from '../auth/passwordHash';
import type { AppDatabase } from '../db/AppDatabase';
import {
  apps,
  exerciseAlternates,
  eventOccurrences,
  events,
  forms,
  messageReactions,
  messages,
  overlays,
  pages,
  pageSubscriptions,
  products,
  productVersions,
  coupons,
  purchases,
  threadParticipants,
  threads,
  users,
  subscriberPropertyDefinitions,
  subscriberPropertyValues,
  workouts,
} from '../db/schema';
import { AppError } from '../errors/AppError';
import { isCollectionBlock, type StoredBlock } from '../db/jsonColumns';
import { contentFileSchema, type ContentFile, type PageInput } from './contentFile';
import { invalidContent, threadImportRows, type ThreadImportRows } from './contentThreads';
import { unsafeContentIssue } from './unsafeContentIssue';

export interface ImportResult {
  appId: string;
  slug: string;
  counts: {
    members: number;
    products: number;
    forms: number;
    workouts: number;
    threads: number;
    messages: number;
    pages: number;
    overlays: number;
    events: number;
  };
}

type Path = (string | number)[];

const invalid = invalidContent;

/**
 * Parses the file; the first problem becomes an invalid_input error naming its field. A link that could
 * run code or a name with HTML is such a problem too (unsafeContentIssue).
 */
export function parseContentFile(input: unknown): ContentFile {
  const result = contentFileSchema.safeParse(input);
  if (result.success) {
    const unsafe = unsafeContentIssue(result.data);
    if (unsafe) throw invalid(unsafe.path, unsafe.message);
    return result.data;
  }
  const issue = result.error.issues[0];
  throw invalid(issue?.path ?? [], issue?.message ?? 'Invalid content file');
}

interface FlatPage {
  input: PageInput;
  id: string;
  parentId: string | null;
  position: number;
  at: Path;
}

function flattenPages(roots: PageInput[]): FlatPage[] {
  const flat: FlatPage[] = [];
  const walk = (nodes: PageInput[], parentId: string | null, at: Path) => {
    nodes.forEach((input, position) => {
      const page = { input, id: randomUUID(), parentId, position, at: [...at, position] };
      flat.push(page);
      walk(input.children, page.id, [...page.at, 'children']);
    });
  };
  walk(roots, null, ['pages']);
  return flat;
}

function assertUnique<T>(items: T[], key: (item: T) => string, at: (index: number) => Path, what: string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) throw invalid(at(index), `Duplicate ${what} "${value}"`);
    seen.add(value);
  });
}

/** Ids for the owner's names; an unknown name is an error at the field that used it. */
class References {
  constructor(
    readonly products: Map<string, string>,
    readonly forms: Map<string, string>,
    readonly threads: Map<string, string>,
    readonly pagePaths: Set<string>,
    readonly overlays: Map<string, string>,
    readonly workouts: Map<string, string>,
  ) {}

  workout(slug: string, at: Path): string {
    const id = this.workouts.get(slug);
    if (!id) throw invalid(at, `Unknown workout "${slug}"`);
    return id;
  }

  overlay(slug: string, at: Path): string {
    const id = this.overlays.get(slug);
    if (!id) throw invalid(at, `Unknown overlay "${slug}"`);
    return id;
  }

  product(slug: string, at: Path): string {
    const id = this.products.get(slug);
    if (!id) throw invalid(at, `Unknown product "${slug}"`);
    return id;
  }

  form(slug: string, at: Path): string {
    const id = this.forms.get(slug);
    if (!id) throw invalid(at, `Unknown form "${slug}"`);
    return id;
  }

  thread(slug: string, at: Path): string {
    const id = this.threads.get(slug);
    if (!id) throw invalid(at, `Unknown thread "${slug}"`);
    return id;
  }

  page(path: string, at: Path): string {
    const clean = normalisePagePath(path);
    if (!this.pagePaths.has(clean)) throw invalid(at, `Unknown page "${path}"`);
    return clean;
  }
}

type BlockAction = { type: string; target: string | null };

function resolveAction(action: BlockAction, refs: References, at: Path): BlockAction {
  if (action.target === null) return action;
  const target = [...at, 'target'];
  switch (action.type) {
    case 'trigger_purchase':
      return { ...action, target: refs.product(action.target, target) };
    case 'trigger_form':
      return { ...action, target: refs.form(action.target, target) };
    case 'open_page':
      return { ...action, target: refs.page(action.target, target) };
    case 'trigger_overlay':
      return { ...action, target: refs.overlay(action.target, target) };
    default:
      return action;
  }
}

function resolveBlock(block: StoredBlock, refs: References, at: Path): StoredBlock {
  const resolved: Record<string, unknown> = { ...block };
  if ('action' in block && block.action && typeof block.action === 'object') {
    resolved.action = resolveAction(block.action as BlockAction, refs, [...at, 'action']);
  }
  const paths = isCollectionBlock(block) ? block.paths : undefined;
  if (paths) resolved.paths = paths.map((path, index) => refs.page(path, [...at, 'paths', index]));
  // Blocks owned by the messaging remote name their thread by slug in content files.
  if ((block.type === 'chat' || block.type === 'livestream') && typeof resolved.thread === 'string') {
    resolved.thread_id = refs.thread(resolved.thread, [...at, 'thread']);
    delete resolved.thread;
  }
  // The account remote's blocks name their form or workout by slug.
  if (block.type === 'form_submission' && typeof resolved.form === 'string') {
    resolved.form_id = refs.form(resolved.form, [...at, 'form']);
    delete resolved.form;
  }
  if (block.type === 'workout' && typeof resolved.workout === 'string') {
    resolved.workout_id = refs.workout(resolved.workout, [...at, 'workout']);
    delete resolved.workout;
  }
  return resolved as StoredBlock;
}

/** Role → flags: an owner administers the account; an admin passes purchase checks (spec §6). */
function roleFlags(role: ContentFile['members'][number]['role']): { isAdmin: boolean; isAccountAdmin: boolean } {
  return { isAdmin: role !== 'member', isAccountAdmin: role === 'owner' };
}

const INSERT_CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Creates an app and everything in its content file, in one transaction: either all of it exists
 * afterwards or none of it. The owner's content format is `contentFileSchema` (see api/README.md).
 */
export async function importContent(db: AppDatabase, input: unknown): Promise<ImportResult> {
  const file = parseContentFile(input);
  const flat = flattenPages(file.pages);
  assertUniqueKeys(file, flat);
  const ids = importIds(file, flat);
  // Every row is built (and every reference checked) before the transaction opens, in the file's order.
  const access = appAccessOf(file, ids.refs);
  const navigation = appNavigationOf(file, ids.refs);
  const pageRows = pageRowsOf(flat, ids.refs);
  const threadRows = threadRowsOf(file, ids);
  const overlayRows = overlayRowsOf(file, ids.refs);
  const eventRows = eventRowsOf(file, ids);
  const occurrenceRows = occurrenceRowsOf(file, eventRows);
  const purchaseRows = purchaseRowsOf(file, ids);
  const subscriptionRows = pageSubscriptionRowsOf(file, ids);
  const memberRows = await memberRowsOf(file, ids);
  const propertyDefinitionRows = propertyDefinitionRowsOf(file);
  const propertyValueRows = propertyValueRowsOf(file, ids, propertyDefinitionRows);
  const productRows = productRowsOf(file, ids.refs);
  const couponRows = couponRowsOf(file, ids.refs);
  const workoutRows = workoutRowsOf(file, flat, ids);
  const alternateRows = exerciseAlternateRowsOf(flat, ids);

  return db.transaction(async (tx) => {
    const appId = await insertApp(tx, file, access, navigation, signUpFormIdOf(file, ids.refs));
    const inApp = <R extends object>(rows: R[]) => rows.map((row) => ({ ...row, appId }));
    await insertInChunks(memberRows, (chunk) => tx.insert(users).values(inApp(chunk)));
    await insertInChunks(productRows, (chunk) => tx.insert(products).values(inApp(chunk)));
    await insertInChunks(productRows.map(productVersionOf), (chunk) => tx.insert(productVersions).values(inApp(chunk)));
    await insertInChunks(couponRows, (chunk) => tx.insert(coupons).values(inApp(chunk)));
    await insertInChunks(formRowsOf(file, ids.refs), (chunk) => tx.insert(forms).values(inApp(chunk)));
    await insertInChunks(overlayRows, (chunk) => tx.insert(overlays).values(inApp(chunk)));
    await insertInChunks(pageRows, (chunk) => tx.insert(pages).values(inApp(chunk)));
    // After the pages: a page's comments thread points at its page.
    await insertInChunks(threadRows.threads, (chunk) => tx.insert(threads).values(inApp(chunk)));
    await insertInChunks(threadRows.messages, (chunk) => tx.insert(messages).values(chunk));
    await insertInChunks(threadRows.participants, (chunk) => tx.insert(threadParticipants).values(chunk));
    await insertInChunks(threadRows.reactions, (chunk) => tx.insert(messageReactions).values(chunk));
    await insertInChunks(workoutRows, (chunk) => tx.insert(workouts).values(inApp(chunk)));
    await insertInChunks(alternateRows, (chunk) => tx.insert(exerciseAlternates).values(inApp(chunk)));
    await insertInChunks(eventRows, (chunk) => tx.insert(events).values(inApp(chunk)));
    await insertInChunks(occurrenceRows, (chunk) => tx.insert(eventOccurrences).values(inApp(chunk)));
    await insertInChunks(purchaseRows, (chunk) => tx.insert(purchases).values(inApp(chunk)));
    await insertInChunks(subscriptionRows, (chunk) => tx.insert(pageSubscriptions).values(inApp(chunk)));
    await insertInChunks(propertyDefinitionRows, (chunk) =>
      tx.insert(subscriberPropertyDefinitions).values(inApp(chunk)),
    );
    await insertInChunks(propertyValueRows, (chunk) => tx.insert(subscriberPropertyValues).values(inApp(chunk)));
    return {
      appId,
      slug: file.app.slug,
      counts: {
        members: memberRows.length,
        products: file.products.length,
        forms: file.forms.length,
        workouts: file.workouts.length,
        threads: file.threads.length,
        messages: threadRows.messages.length,
        pages: pageRows.length,
        overlays: overlayRows.length,
        events: eventRows.length,
      },
    };
  });
}

/** Slugs, emails and page paths name things inside the file: each may be used once. */
function assertUniqueKeys(file: ContentFile, flat: FlatPage[]): void {
  assertUnique(
    file.members,
    (m) => m.email.toLowerCase(),
    (i) => ['members', i, 'email'],
    'member email',
  );
  assertUnique(
    file.products,
    (p) => p.slug,
    (i) => ['products', i, 'slug'],
    'product slug',
  );
  assertUnique(
    file.coupons,
    (c) => c.code,
    (i) => ['coupons', i, 'code'],
    'coupon code',
  );
  assertUnique(
    file.forms,
    (f) => f.slug,
    (i) => ['forms', i, 'slug'],
    'form slug',
  );
  assertUnique(
    file.workouts,
    (w) => w.slug,
    (i) => ['workouts', i, 'slug'],
    'workout slug',
  );
  assertUnique(
    file.threads,
    (t) => t.slug,
    (i) => ['threads', i, 'slug'],
    'thread slug',
  );
  assertUnique(
    flat,
    (p) => normalisePagePath(p.input.path),
    (i) => [...flat[i]!.at, 'path'],
    'page path',
  );
  assertUnique(
    file.overlays,
    (o) => o.slug,
    (i) => ['overlays', i, 'slug'],
    'overlay slug',
  );
  assertUnique(
    file.events,
    (e) => e.slug,
    (i) => ['events', i, 'slug'],
    'event slug',
  );
}

/** The ids the import gives the file's products, forms, threads, overlays, pages and members. */
interface ImportIds {
  refs: References;
  pageId(path: string, at: Path): string;
  memberId(email: string): string;
}

function importIds(file: ContentFile, flat: FlatPage[]): ImportIds {
  const refs = new References(
    new Map(file.products.map((p) => [p.slug, randomUUID()])),
    new Map(file.forms.map((f) => [f.slug, randomUUID()])),
    new Map(file.threads.map((t) => [t.slug, randomUUID()])),
    new Set(flat.map((p) => normalisePagePath(p.input.path))),
    new Map(file.overlays.map((o) => [o.slug, randomUUID()])),
    new Map(file.workouts.map((w) => [w.slug, randomUUID()])),
  );
  const pageIds = new Map(flat.map((p) => [normalisePagePath(p.input.path), p.id]));
  const memberIds = new Map(file.members.map((m) => [m.email.toLowerCase(), randomUUID()]));
  return {
    refs,
    pageId: (path, at) => pageIds.get(refs.page(path, at))!,
    memberId: (email) => memberIds.get(email.toLowerCase())!,
  };
}

function appAccessOf(file: ContentFile, refs: References) {
  const { access } = file.app;
  return {
    ...access,
    app_products: access.app_products.map((s, i) => ({ id: refs.product(s, ['app', 'access', 'app_products', i]) })),
    purchase_overlay:
      access.purchase_overlay === null
        ? null
        : { id: refs.overlay(access.purchase_overlay, ['app', 'access', 'purchase_overlay']) },
  };
}

/** The owner's tabs, each collection tab's page checked and its path written as the page's. */
function appNavigationOf(file: ContentFile, refs: References): NavigationConfig | null {
  const { navigation } = file.app;
  if (!navigation) return null;
  return {
    tabs: navigation.tabs.map((tab, i) =>
      tab.kind === 'collection' ? { ...tab, path: refs.page(tab.path, ['app', 'navigation', 'tabs', i, 'path']) } : tab,
    ),
  };
}

function pageRowsOf(flat: FlatPage[], refs: References) {
  return flat.map(({ input, id, parentId, position, at }) => ({
    id,
    parentId,
    position,
    path: normalisePagePath(input.path),
    title: input.title,
    type: input.type,
    description: input.description,
    imageUrl: input.image_url,
    backgroundColor: input.background_color,
    published: input.published,
    showTabbar: input.show_tabbar,
    showViewSwitcher: input.show_view_switcher,
    actions: input.actions,
    attributes: input.attributes,
    tags: input.tags,
    durationMinutes: input.duration_minutes,
    translations: input.translations,
    access:
      input.access === null
        ? null
        : {
            ...input.access,
            products: input.access.products.map((s, i) => ({ id: refs.product(s, [...at, 'access', 'products', i]) })),
            purchase_overlay:
              input.access.purchase_overlay === null
                ? null
                : { id: refs.overlay(input.access.purchase_overlay, [...at, 'access', 'purchase_overlay']) },
          },
    blocks: input.blocks.map((block, i) => resolveBlock(block, refs, [...at, 'blocks', i])),
    formId: input.form === null ? null : refs.form(input.form, [...at, 'form']),
  }));
}

/** The exercise page at `path`, or an error at `at` when the path is another kind of page. */
function exercisePageId(flat: FlatPage[], { pageId }: ImportIds, path: string, at: Path): string {
  const id = pageId(path, at);
  if (flat.find((page) => page.id === id)!.input.type !== 'exercise')
    throw invalid(at, `"${path}" is not an exercise page`);
  return id;
}

function exerciseAlternateRowsOf(flat: FlatPage[], ids: ImportIds) {
  return flat.flatMap(({ input, id, at }) =>
    input.alternates.map((path, position) => ({
      exerciseId: id,
      alternateId: exercisePageId(flat, ids, path, [...at, 'alternates', position]),
      position,
    })),
  );
}

/** Workouts with ids for their groups and items; a workout belongs to the first page whose block shows it. */
function workoutRowsOf(file: ContentFile, flat: FlatPage[], ids: ImportIds) {
  const pageOf = new Map<string, string>();
  for (const page of flat) {
    for (const block of page.input.blocks) {
      const slug = (block as { workout?: unknown }).workout;
      if (block.type === 'workout' && typeof slug === 'string' && !pageOf.has(slug)) pageOf.set(slug, page.id);
    }
  }
  return file.workouts.map((workout, w) => ({
    id: ids.refs.workouts.get(workout.slug)!,
    slug: workout.slug,
    title: workout.title,
    pageId: pageOf.get(workout.slug) ?? null,
    definition: {
      description: workout.description,
      video: workout.video,
      results_form_id:
        workout.results_form === null ? null : ids.refs.form(workout.results_form, ['workouts', w, 'results_form']),
      groups: workout.groups.map((group, g) => ({
        ...group,
        id: randomUUID(),
        items: group.items.map(({ exercise, ...item }, i) => ({
          ...item,
          id: randomUUID(),
          exercise_id: exercisePageId(flat, ids, exercise, ['workouts', w, 'groups', g, 'items', i, 'exercise']),
        })),
      })),
    },
  }));
}

function overlayRowsOf(file: ContentFile, refs: References) {
  return file.overlays.map((overlay, o) => ({
    id: refs.overlays.get(overlay.slug)!,
    slug: overlay.slug,
    title: overlay.title,
    blocks: overlay.blocks.map((block, i) => resolveBlock(block, refs, ['overlays', o, 'blocks', i])),
  }));
}

function eventRowsOf(file: ContentFile, { pageId }: ImportIds) {
  return file.events.map((event, e) => ({
    id: randomUUID(),
    slug: event.slug,
    title: event.title,
    pageId: pageId(event.page, ['events', e, 'page']),
  }));
}

function occurrenceRowsOf(file: ContentFile, eventRows: { id: string }[]) {
  return file.events.flatMap((event, e) =>
    event.occurrences.map((occurrence) => ({
      eventId: eventRows[e]!.id,
      startsAt: occurrence.starts_at,
      endsAt: occurrence.ends_at,
    })),
  );
}

function purchaseRowsOf(file: ContentFile, { refs, memberId }: ImportIds) {
  return file.members.flatMap((member, m) =>
    member.products.map((slug, i) => ({
      userId: memberId(member.email),
      productId: refs.product(slug, ['members', m, 'products', i]),
    })),
  );
}

function pageSubscriptionRowsOf(file: ContentFile, { pageId, memberId }: ImportIds) {
  return file.members.flatMap((member, m) =>
    member.pages.map((path, i) => ({
      userId: memberId(member.email),
      pageId: pageId(path, ['members', m, 'pages', i]),
    })),
  );
}

function propertyDefinitionRowsOf(file: ContentFile) {
  return file.app.subscriber_properties.map((property, position) => ({
    id: randomUUID(),
    slug: property.slug,
    name: property.name,
    isPublic: property.is_public,
    position,
  }));
}

/** Members' property values; a slug the app does not define is refused at its field. */
function propertyValueRowsOf(
  file: ContentFile,
  { memberId }: ImportIds,
  definitions: ReturnType<typeof propertyDefinitionRowsOf>,
) {
  const bySlug = new Map(definitions.map((definition) => [definition.slug, definition.id]));
  return file.members.flatMap((member, m) =>
    Object.entries(member.properties).map(([propertySlug, value]) => {
      const propertyId = bySlug.get(propertySlug);
      if (!propertyId)
        throw invalid(['members', m, 'properties', propertySlug], 'Not a property in app.subscriber_properties');
      return { userId: memberId(member.email), propertyId, value };
    }),
  );
}

function memberRowsOf(file: ContentFile, { memberId }: ImportIds) {
  return Promise.all(
    file.members.map(async (member) => ({
      id: memberId(member.email),
      email: member.email,
      name: member.name,
      passwordHash: member.password === undefined ? null : await hashPassword(member.password),
      timezone: member.timezone,
      language: member.language,
      bio: member.bio,
      profileVisibility: member.profile_visibility,
      canReceiveMessagesFromMembers: member.can_receive_messages_from_members,
      isAppMessagingProfile: member.messaging_profile,
      ...roleFlags(member.role),
    })),
  );
}

/** Products with their first version; an order bump must be another one-off product in the same currency. */
function productRowsOf(file: ContentFile, refs: References) {
  const bySlug = new Map(file.products.map((p) => [p.slug, p]));
  return file.products.map((p, index) => ({
    id: refs.products.get(p.slug)!,
    versionId: randomUUID(),
    slug: p.slug,
    title: p.title,
    description: p.description,
    kind: p.kind,
    priceCents: p.price_cents,
    currency: p.currency,
    interval: p.interval,
    trialDays: p.trial_days,
    isHidden: p.is_hidden,
    appleProductId: p.apple_product_id,
    orderBumpIds: p.order_bumps.map((bumpSlug, i) => {
      const at = ['products', index, 'order_bumps', i];
      const bump = bySlug.get(bumpSlug);
      if (bump && (bump.kind !== 'one_off' || bump.currency !== p.currency))
        throw invalid(at, `An order bump is a one-off product in ${p.currency}`);
      return refs.product(bumpSlug, at);
    }),
  }));
}

function productVersionOf(product: ReturnType<typeof productRowsOf>[number]) {
  return {
    id: product.versionId,
    productId: product.id,
    priceCents: product.priceCents,
    currency: product.currency,
    interval: product.interval,
    trialDays: product.trialDays,
  };
}

function couponRowsOf(file: ContentFile, refs: References) {
  return file.coupons.map((coupon, index) => ({
    code: coupon.code,
    percentOff: coupon.percent_off,
    amountOffCents: coupon.amount_off_cents,
    currency: coupon.currency,
    duration: coupon.duration,
    durationInPeriods: coupon.duration_in_periods,
    expiresAt: coupon.expires_at,
    maxRedemptions: coupon.max_redemptions,
    productIds: coupon.products.map((slug, i) => refs.product(slug, ['coupons', index, 'products', i])),
  }));
}

function formRowsOf(file: ContentFile, refs: References) {
  return file.forms.map(({ slug, title, ...definition }) => ({ id: refs.forms.get(slug)!, slug, title, definition }));
}

/** The file's threads, their messages, replies, likes and participants (contentThreads). */
function threadRowsOf(file: ContentFile, { refs, memberId, pageId }: ImportIds): ThreadImportRows {
  const members = new Set(file.members.map((m) => m.email.toLowerCase()));
  return threadImportRows(file, {
    threadId: (slug) => refs.threads.get(slug)!,
    memberId: (email, at) => {
      if (!members.has(email.toLowerCase())) throw invalid(at, `Unknown member "${email}"`);
      return memberId(email);
    },
    pageId,
  });
}

/** The first form triggered by sign-up opens right after a member signs up. */
function signUpFormIdOf(file: ContentFile, refs: References): string | null {
  const form = file.forms.find((f) => f.trigger === 'auth_signed_up');
  return form ? refs.forms.get(form.slug)! : null;
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The app row: its slug is unused, and only one app is the default. */
async function insertApp(
  tx: Transaction,
  file: ContentFile,
  access: ReturnType<typeof appAccessOf>,
  navigation: NavigationConfig | null,
  signUpFormId: string | null,
): Promise<string> {
  const [existing] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.slug, file.app.slug)).limit(1);
  if (existing)
    throw new AppError('conflict', `An app with slug "${file.app.slug}" already exists`, { field: 'app.slug' });
  if (file.app.is_default) {
    const [current] = await tx.select({ slug: apps.slug }).from(apps).where(eq(apps.isDefault, true)).limit(1);
    if (current)
      throw new AppError('conflict', `"${current.slug}" is already the default app`, { field: 'app.is_default' });
  }
  const [app] = await tx
    .insert(apps)
    .values({
      slug: file.app.slug,
      name: file.app.name,
      isDefault: file.app.is_default,
      platformRewardfulSlug: file.app.platform_rewardful_slug,
      theme: file.app.theme,
      access,
      locales: file.app.locales,
      navigation,
      links: file.app.links,
      billing: file.app.billing,
      messaging: file.app.messaging,
      signUpFormId,
    })
    .returning({ id: apps.id });
  return app!.id;
}
