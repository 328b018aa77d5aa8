import { VIDEO_PROVIDERS, type User, type Video, type VideoProvider } from '@stride/shared';

/** Page attribute types of spec §3. */
export const PAGE_ATTRIBUTE_TYPES = ['image', 'video', 'audio', 'string', 'rich_text'] as const;

export type PageAttributeType = (typeof PAGE_ATTRIBUTE_TYPES)[number];

/** A video attribute holds a provider link, or the provider and id a video block takes. */
export type PageAttribute =
  | { type: Exclude<PageAttributeType, 'video'>; value: string }
  | { type: 'video'; value: string | Pick<Video, 'provider' | 'id' | 'url'> };

/** What attributes are resolved against: the page's stored attributes, its title and the signed-in member. */
export interface AttributeSource {
  /** PageData.attributes: slug → {type, value}; a bare string or number counts as a string attribute. */
  attributes: Readonly<Record<string, unknown>>;
  pageTitle: string | null;
  user: Pick<User, 'name' | 'attributes'> | null;
}

const MEMBER_PREFIX = 'member.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isVideoValue(value: unknown): value is Pick<Video, 'provider' | 'id' | 'url'> {
  return (
    isRecord(value) &&
    (VIDEO_PROVIDERS as readonly unknown[]).includes(value.provider) &&
    (typeof value.id === 'string' || typeof value.url === 'string')
  );
}

/** A stored attribute in its typed form; anything unreadable is treated as absent rather than shown raw. */
export function readAttribute(raw: unknown): PageAttribute | null {
  if (typeof raw === 'string') return raw ? { type: 'string', value: raw } : null;
  if (typeof raw === 'number' || typeof raw === 'boolean') return { type: 'string', value: String(raw) };
  if (!isRecord(raw) || !(PAGE_ATTRIBUTE_TYPES as readonly unknown[]).includes(raw.type)) return null;
  const type = raw.type as PageAttributeType;
  if (type === 'video' && isVideoValue(raw.value)) {
    const { provider, id = null, url = null } = raw.value;
    return { type, value: { provider, id, url } };
  }
  if (typeof raw.value === 'number' && (type === 'string' || type === 'rich_text')) {
    return { type, value: String(raw.value) };
  }
  if (typeof raw.value !== 'string' || raw.value === '') return null;
  return { type, value: raw.value } as PageAttribute;
}

/**
 * The attribute behind a slug: built-ins first (`page.title`; `member.first_name`, the first word of the
 * member's name), then `member.<x>` from the signed-in member's attributes, else the page's own.
 */
export function resolveAttribute(slug: string, source: AttributeSource): PageAttribute | null {
  if (slug === 'page.title') return source.pageTitle ? { type: 'string', value: source.pageTitle } : null;
  if (slug.startsWith(MEMBER_PREFIX)) {
    if (!source.user) return null;
    const key = slug.slice(MEMBER_PREFIX.length);
    if (key === 'first_name') {
      const first = source.user.name.trim().split(/\s+/)[0];
      return first ? { type: 'string', value: first } : null;
    }
    return readAttribute(source.user.attributes[key]);
  }
  return readAttribute(source.attributes[slug]);
}

/** The text of a string or rich_text attribute; media have no text to put in a sentence. */
export function attributeText(attribute: PageAttribute | null): string | null {
  return attribute && (attribute.type === 'string' || attribute.type === 'rich_text') ? attribute.value : null;
}

// {{slug}} or {{slug|fallback}}; the fallback shows when the attribute has no text (a guest has no first name).
const PLACEHOLDER = /\{\{\s*([a-z0-9_]+(?:\.[a-z0-9_]+)*)\s*(?:\|([^}]*))?\}\}/gi;

/** Replaces `{{slug}}` placeholders with attribute text; an unknown or empty one becomes its fallback or nothing. */
export function fillPlaceholders(text: string, source: AttributeSource): string {
  return text.replace(
    PLACEHOLDER,
    (_match, slug: string, fallback: string | undefined) =>
      attributeText(resolveAttribute(slug, source)) ?? fallback?.trim() ?? '',
  );
}

const VIDEO_HOSTS: readonly [RegExp, VideoProvider][] = [
  [/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/, 'youtube'],
  [/(^|\.)vimeo\.com$/, 'vimeo'],
  [/(^|\.)(facebook\.com|fb\.watch)$/, 'facebook'],
  [/(^|\.)zoom\.us$/, 'zoom'],
];

/** A video attribute as a block video; a link names its provider by host. Null when it is not a video. */
export function attributeVideo(attribute: PageAttribute | null): Video | null {
  if (attribute?.type !== 'video') return null;
  const { value } = attribute;
  if (typeof value !== 'string') return { provider: value.provider, id: value.id ?? null, url: value.url ?? null };
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return null;
  }
  const provider = VIDEO_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  return provider ? { provider, id: null, url: value } : null;
}

/** The URL of an image or audio attribute, when the slug names one. */
export function attributeMediaUrl(attribute: PageAttribute | null, type: 'image' | 'audio'): string | null {
  return attribute?.type === type ? attribute.value : null;
}
