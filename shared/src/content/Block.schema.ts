import { z } from 'zod';
import { BLOCK_COLORS } from '../theme/Theme';
import {
  BLOCK_ACTION_TYPES,
  type BlockType,
  checkRatio,
  downloadHref,
  frameSource,
  HEIGHT_UNITS,
  ICON_NAMES,
  SOCIAL_NETWORKS,
  socialProfileUrl,
  VIDEO_PROVIDERS,
  videoEmbed,
} from './Block';
import { PAGE_TYPES } from './Page';

export const blockActionSchema = z.object({
  type: z.enum(BLOCK_ACTION_TYPES),
  /**
   * What the action type needs: open_url a URL, open_page a path, open_email an address, trigger_purchase
   * product ids (comma-separated), trigger_form a form id, trigger_overlay an overlay id, share a path or URL
   * (null: this page), open_lightbox an image URL (null: the block's own image), open_next nothing.
   */
  target: z.string().nullable().default(null),
});

const color = z.enum(BLOCK_COLORS).nullable().default(null);

/** Text colour: null picks dark or light text by the background's brightness (spec §9). */
const textColor = color;

/** Optional on the five older block types, so blocks typed out in code before this field still compile. */
const laterColor = z.enum(BLOCK_COLORS).nullish();

const action = blockActionSchema.nullable().default(null);

/** Slug of a page attribute (spec §3), e.g. `cover` or `member.goal`. */
const attributeSlug = z
  .string()
  .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/i, 'Use an attribute slug like "cover" or "member.goal"');

/** Spec §5: hero and iframe height ratios are a percent of the block base height, 10–300. */
const ratio = z.number().superRefine((value, ctx) => {
  try {
    checkRatio(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

export const blockHeightSchema = z.object({
  unit: z.enum(HEIGHT_UNITS),
  /** Pixels, or a percent of the 200 px block base height. */
  value: z.number().positive().max(2000),
});

/** A provider video by id (youtube, vimeo, facebook video id; zoom meeting id) or by its https link. */
export const videoSchema = z
  .object({
    provider: z.enum(VIDEO_PROVIDERS),
    id: z.string().nullable().default(null),
    url: z.string().nullable().default(null),
  })
  .superRefine((video, ctx) => {
    if (!videoEmbed(video)) {
      ctx.addIssue({
        code: 'custom',
        message: `Not a ${video.provider} video: give its id or an https link to it`,
      });
    }
  });

const frameUrl = z.string().refine((url) => frameSource(url) !== null, {
  message: 'Use an https:// address or a path of this app like /articles',
});

export const heroBlock = z.object({
  id: z.string(),
  type: z.literal('hero'),
  /** `{{slug}}` placeholders show page attributes (spec §3), e.g. `Welcome, {{member.first_name}}`. */
  title: z.string(),
  subtitle: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  /** Played in the hero when the member presses play. */
  video: videoSchema.nullish(),
  height_ratio: ratio.default(100),
  background_color: color,
  text_color: laterColor,
  action,
  action_label: z.string().nullable().default(null),
});

export const collectionItemSchema = z.object({
  page_id: z.string(),
  path: z.string(),
  title: z.string(),
  type: z.string(),
  image_url: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
});

export const collectionBlock = z.object({
  id: z.string(),
  type: z.literal('collection'),
  title: z.string().nullable().default(null),
  layout: z.enum(['list', 'grid', 'carousel']).default('list'),
  /** Filled by the API from the listed page paths at read time. */
  items: z.array(collectionItemSchema).default([]),
});

export const textBlock = z.object({
  id: z.string(),
  type: z.literal('text'),
  /** Markdown-light text: paragraphs separated by blank lines; **bold**, [links](/path) and `{{slug}}` placeholders. */
  text: z.string(),
  /** A string or rich_text page attribute shown instead of `text` when it has a value. */
  attribute: attributeSlug.nullish(),
  align: z.enum(['left', 'center', 'right']).default('left'),
  background_color: color,
  text_color: laterColor,
});

export const avatarBlock = z.object({
  id: z.string(),
  type: z.literal('avatar'),
  /** `member`: the signed-in member's picture and name (a guest sees `name` and `image_url`). */
  source: z.enum(['custom', 'member']).default('custom'),
  name: z.string().default(''),
  subtitle: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  /** Spec §9 image sizes: small 100, medium 180, large 250 px. */
  size: z.enum(['small', 'medium', 'large']).default('small'),
  align: z.enum(['left', 'center']).default('center'),
  background_color: color,
  text_color: textColor,
  action,
});

export const buttonBlock = z.object({
  id: z.string(),
  type: z.literal('button'),
  /** `{{slug}}` placeholders show page attributes. */
  label: z.string(),
  action: blockActionSchema,
  /** The button's background. */
  color: color,
  text_color: laterColor,
});

export const attachmentBlock = z.object({
  id: z.string(),
  type: z.literal('attachment'),
  name: z.string().min(1),
  /** An https file, a path of this app or an inline data: file. */
  url: z
    .string()
    .refine((url) => downloadHref(url) !== null, {
      message: 'Use an https:// address, a path of this app or a data: file that is not a page or script',
    })
    .nullable()
    .default(null),
  size_bytes: z.number().int().nonnegative().nullable().default(null),
  mime_type: z.string().nullable().default(null),
  /** An audio page attribute: played in place, with the download beside it. */
  attribute: attributeSlug.nullable().default(null),
  background_color: color,
  text_color: textColor,
});

export const iframeBlock = z.object({
  id: z.string(),
  type: z.literal('iframe'),
  url: frameUrl,
  /** Names the frame for screen readers. */
  title: z.string().nullable().default(null),
  height_ratio: ratio.default(100),
});

export const livestreamBlock = z.object({
  id: z.string(),
  type: z.literal('livestream'),
  title: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  video: videoSchema.nullable().default(null),
  /** A video page attribute, used when it has a value. */
  attribute: attributeSlug.nullable().default(null),
  /** Shown before the stream as "Live on …". */
  starts_at: z.string().datetime({ offset: true }).nullable().default(null),
  image_url: z.string().nullable().default(null),
  /** The stream's chat thread, shown below it (content files name it by `thread`). */
  thread_id: z.string().nullable().default(null),
  background_color: color,
  text_color: textColor,
});

export const imageBlock = z.object({
  id: z.string(),
  type: z.literal('image'),
  url: z.string(),
  alt: z.string().default(''),
  caption: z.string().nullable().default(null),
  /** An image page attribute shown instead of `url` when it has a value. */
  attribute: attributeSlug.nullish(),
  /** Width in px at the 375 px base width (spec §9), so it scales with the screen; null: full width. */
  width: z.number().int().min(1).max(375).nullish(),
  /** Crops the image to this height; null: its natural height. */
  height: blockHeightSchema.nullish(),
  /** open_lightbox without a target shows this image full screen. */
  action,
});

export const shareBlock = z.object({
  id: z.string(),
  type: z.literal('share'),
  label: z.string().nullable().default(null),
  /** What to share: a path of this app or an https URL; null shares this page. */
  target: z.string().nullable().default(null),
  color: color,
  text_color: textColor,
});

export const iconListItemSchema = z.object({
  icon: z.enum(ICON_NAMES),
  text: z.string().min(1),
});

export const iconListBlock = z.object({
  id: z.string(),
  type: z.literal('icon_list'),
  title: z.string().nullable().default(null),
  items: z.array(iconListItemSchema).min(1),
  /** Null: the theme's primary colour, or the text colour on a coloured background. */
  icon_color: color,
  background_color: color,
  text_color: textColor,
});

export const mapBlock = z.object({
  id: z.string(),
  type: z.literal('map'),
  address: z.string().min(1),
  /** With both, an OpenStreetMap view is embedded; without, the address links to an OpenStreetMap search. */
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  zoom: z.number().int().min(1).max(19).default(15),
  height: blockHeightSchema.default({ unit: 'percent', value: 100 }),
});

export const searchBlock = z.object({
  id: z.string(),
  type: z.literal('search'),
  /** The page type searched (GET /content/{content_type}). */
  content_type: z.enum(PAGE_TYPES),
  placeholder: z.string().nullable().default(null),
  /** Only pages with any of these tags. */
  with_tags: z.array(z.string().min(1)).default([]),
  /** The listing of all of them, linked under the results. */
  listing_path: z.string().nullable().default(null),
  background_color: color,
  text_color: textColor,
});

export const codeBlock = z.object({
  id: z.string(),
  type: z.literal('code'),
  /** Shown as preformatted text, never as markup. */
  code: z.string(),
  language: z.string().nullable().default(null),
  background_color: color,
  text_color: textColor,
});

export const socialLinkSchema = z
  .object({
    network: z.enum(SOCIAL_NETWORKS),
    /** `@handle` (`in/name` or `company/name` on LinkedIn, a domain for a website) or the profile's https URL. */
    handle: z.string().min(1),
  })
  .refine((link) => socialProfileUrl(link.network, link.handle) !== null, {
    message: 'Not a handle or https link of that network',
    path: ['handle'],
  });

export const socialBlock = z.object({
  id: z.string(),
  type: z.literal('social'),
  title: z.string().nullable().default(null),
  links: z.array(socialLinkSchema).min(1),
  background_color: color,
  text_color: textColor,
});

export const extensionBlock = z.object({
  id: z.string(),
  type: z.literal('extension'),
  /** The owner's tool, framed in a sandbox. */
  url: frameUrl,
  title: z.string().nullable().default(null),
  height: blockHeightSchema.default({ unit: 'percent', value: 200 }),
});

function slotBlock<T extends string>(type: T) {
  return z.object({ id: z.string(), type: z.literal(type) }).passthrough();
}

/** Blocks of other remotes' domains: their owners define the fields (SLOT_BLOCK_TYPES). */
export const slotBlocks = {
  chat: slotBlock('chat'),
  calendar: slotBlock('calendar'),
  form_submission: slotBlock('form_submission'),
  member_directory: slotBlock('member_directory'),
  workout: slotBlock('workout'),
};

/** The block types a composed block may hold: all but composed itself (one level of nesting). */
const childBlockSchemas = [
  heroBlock,
  collectionBlock,
  textBlock,
  avatarBlock,
  buttonBlock,
  attachmentBlock,
  iframeBlock,
  livestreamBlock,
  imageBlock,
  shareBlock,
  iconListBlock,
  mapBlock,
  searchBlock,
  codeBlock,
  socialBlock,
  extensionBlock,
  slotBlocks.chat,
  slotBlocks.calendar,
  slotBlocks.form_submission,
  slotBlocks.member_directory,
  slotBlocks.workout,
] as const;

type BlockRulesInput = Readonly<Record<string, unknown>>;

/**
 * Rules across fields, kept out of the object schemas so those stay plain objects a discriminated union
 * accepts; every schema of a whole block applies them.
 */
export function checkBlockRules(block: BlockRulesInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (block.type === 'attachment' && block.url === null && block.attribute === null) {
    issue('url', 'An attachment needs a url or an audio attribute');
  }
  if (block.type === 'livestream' && block.video === null && block.attribute === null) {
    issue('video', 'A livestream needs a video or a video attribute');
  }
  if (block.type === 'map' && (block.latitude === null) !== (block.longitude === null)) {
    issue('longitude', 'Give both latitude and longitude, or neither');
  }
}

export const composedChildSchema = z.discriminatedUnion('type', childBlockSchemas).superRefine(checkBlockRules);

export const composedBlock = z.object({
  id: z.string(),
  type: z.literal('composed'),
  /** Columns side by side (wrapping on narrow screens) or rows one under another. */
  layout: z.enum(['columns', 'rows']).default('rows'),
  blocks: z.array(composedChildSchema).default([]),
  background_color: color,
  text_color: textColor,
});

export const blockSchema = z
  .discriminatedUnion('type', [...childBlockSchemas, composedBlock])
  .superRefine(checkBlockRules);

/** Each block type's object schema (without the cross-field rules), for callers that pick by `type` first. */
export const blockSchemasByType = {
  hero: heroBlock,
  collection: collectionBlock,
  text: textBlock,
  avatar: avatarBlock,
  button: buttonBlock,
  attachment: attachmentBlock,
  iframe: iframeBlock,
  livestream: livestreamBlock,
  image: imageBlock,
  share: shareBlock,
  icon_list: iconListBlock,
  map: mapBlock,
  composed: composedBlock,
  search: searchBlock,
  code: codeBlock,
  social: socialBlock,
  extension: extensionBlock,
  ...slotBlocks,
} satisfies Record<BlockType, z.AnyZodObject>;
