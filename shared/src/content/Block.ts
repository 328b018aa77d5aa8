import type { z } from 'zod';
import type {
  attachmentBlock,
  avatarBlock,
  blockActionSchema,
  blockHeightSchema,
  blockSchema,
  buttonBlock,
  codeBlock,
  collectionBlock,
  collectionItemSchema,
  composedBlock,
  composedChildSchema,
  extensionBlock,
  heroBlock,
  iconListBlock,
  iconListItemSchema,
  iframeBlock,
  imageBlock,
  livestreamBlock,
  mapBlock,
  searchBlock,
  shareBlock,
  slotBlocks,
  socialBlock,
  socialLinkSchema,
  textBlock,
  videoSchema,
} from './Block.schema';

/** Block types of spec §3. */
export const BLOCK_TYPES = [
  'hero',
  'collection',
  'text',
  'avatar',
  'button',
  'attachment',
  'iframe',
  'chat',
  'livestream',
  'image',
  'share',
  'workout',
  'icon_list',
  'map',
  'composed',
  'form_submission',
  'calendar',
  'search',
  'code',
  'social',
  'member_directory',
  'extension',
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * Blocks of another domain (chat, calendar, workout, form submission, member directory). Their fields
 * belong to the remote that will draw them, so their schemas only fix `id` and `type` and let the rest through.
 */
export const SLOT_BLOCK_TYPES = ['chat', 'calendar', 'form_submission', 'member_directory', 'workout'] as const;

export type SlotBlockType = (typeof SLOT_BLOCK_TYPES)[number];

export const BLOCK_ACTION_TYPES = [
  'open_url',
  'open_page',
  'open_email',
  'open_next',
  'trigger_purchase',
  'trigger_form',
  'trigger_overlay',
  'share',
  'open_lightbox',
] as const;

export type BlockActionType = (typeof BLOCK_ACTION_TYPES)[number];

export const VIDEO_PROVIDERS = ['youtube', 'zoom', 'vimeo', 'facebook'] as const;

export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Spec §3 height units: pixels, or a percent of the block base height (LAYOUT.blockBaseHeight, 200 px). */
export const HEIGHT_UNITS = ['pixel', 'percent'] as const;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok', 'x', 'linkedin', 'website'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Icons an icon list can show; drawn by mfe-content as inline SVG so no icon font is loaded. */
export const ICON_NAMES = [
  'check',
  'star',
  'heart',
  'clock',
  'calendar',
  'fire',
  'dumbbell',
  'play',
  'info',
  'lock',
  'location',
  'chat',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export type BlockAction = z.infer<typeof blockActionSchema>;
export type BlockHeight = z.infer<typeof blockHeightSchema>;
export type Video = z.infer<typeof videoSchema>;
export type CollectionItem = z.infer<typeof collectionItemSchema>;
export type IconListItem = z.infer<typeof iconListItemSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;

export type HeroBlock = z.infer<typeof heroBlock>;
export type CollectionBlock = z.infer<typeof collectionBlock>;
export type TextBlock = z.infer<typeof textBlock>;
export type AvatarBlock = z.infer<typeof avatarBlock>;
export type ButtonBlock = z.infer<typeof buttonBlock>;
export type AttachmentBlock = z.infer<typeof attachmentBlock>;
export type IframeBlock = z.infer<typeof iframeBlock>;
export type LivestreamBlock = z.infer<typeof livestreamBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type ShareBlock = z.infer<typeof shareBlock>;
export type IconListBlock = z.infer<typeof iconListBlock>;
export type MapBlock = z.infer<typeof mapBlock>;
export type ComposedBlock = z.infer<typeof composedBlock>;
export type SearchBlock = z.infer<typeof searchBlock>;
export type CodeBlock = z.infer<typeof codeBlock>;
export type SocialBlock = z.infer<typeof socialBlock>;
export type ExtensionBlock = z.infer<typeof extensionBlock>;
export type SlotBlock = z.infer<(typeof slotBlocks)[SlotBlockType]>;

/** A block a composed block can hold: any block but another composed block (one level of nesting). */
export type ComposedChild = z.infer<typeof composedChildSchema>;

export type Block = z.infer<typeof blockSchema>;

/** Spec §5: 'Ratio Out Of Range' outside 10–300 for hero and iframe height ratios. */
export const RATIO_RANGE = { min: 10, max: 300 } as const;

export function checkRatio(ratio: number): number {
  if (!(ratio >= RATIO_RANGE.min && ratio <= RATIO_RANGE.max)) throw new Error('Ratio Out Of Range');
  return ratio;
}

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m|web)\./, '');
}

/** Where a video plays: a provider's https player in a frame, or (zoom, which refuses frames) a link to join. */
export type VideoEmbed =
  { provider: VideoProvider; kind: 'iframe'; src: string } | { provider: VideoProvider; kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(video: Pick<Video, 'id' | 'url'>): string | null {
  if (video.id) return YOUTUBE_ID.test(video.id) ? video.id : null;
  const url = video.url ? httpsUrl(video.url) : null;
  if (!url) return null;
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'live', 'shorts'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(video: Pick<Video, 'id' | 'url'>): string | null {
  if (video.id) return /^\d{1,12}$/.test(video.id) ? video.id : null;
  const url = video.url ? httpsUrl(video.url) : null;
  if (!url || !['vimeo.com', 'player.vimeo.com'].includes(hostOf(url))) return null;
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  return /^\d{1,12}$/.test(last) ? last : null;
}

function facebookVideoHref(video: Pick<Video, 'id' | 'url'>): string | null {
  if (video.id) return /^\d{5,20}$/.test(video.id) ? `https://www.facebook.com/watch/?v=${video.id}` : null;
  const url = video.url ? httpsUrl(video.url) : null;
  return url && ['facebook.com', 'fb.watch'].includes(hostOf(url)) ? url.href : null;
}

function zoomHref(video: Pick<Video, 'id' | 'url'>): string | null {
  if (video.id) {
    const meeting = video.id.replace(/[\s-]/g, '');
    return /^\d{9,11}$/.test(meeting) ? `https://zoom.us/j/${meeting}` : null;
  }
  const url = video.url ? httpsUrl(video.url) : null;
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const isZoom = host === 'zoom.us' || host.endsWith('.zoom.us');
  return isZoom && /^\/(j|w|s|my)\//.test(url.pathname) ? url.href : null;
}

/**
 * The embed for a video of one of the four providers, from its id or its https link; null for anything
 * else (another host, http, a malformed id), so no arbitrary URL ever reaches a frame.
 */
export function videoEmbed(video: Pick<Video, 'provider' | 'id' | 'url'>): VideoEmbed | null {
  switch (video.provider) {
    case 'youtube': {
      const id = youtubeId(video);
      return id ? { provider: 'youtube', kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
    }
    case 'vimeo': {
      const id = vimeoId(video);
      return id ? { provider: 'vimeo', kind: 'iframe', src: `https://player.vimeo.com/video/${id}` } : null;
    }
    case 'facebook': {
      const href = facebookVideoHref(video);
      return href
        ? {
            provider: 'facebook',
            kind: 'iframe',
            src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`,
          }
        : null;
    }
    case 'zoom': {
      const href = zoomHref(video);
      return href ? { provider: 'zoom', kind: 'link', href } : null;
    }
    default:
      return null;
  }
}

/**
 * What an iframe or extension block may frame: an https page, or a path of this app (`/articles`).
 * Protocol-relative and backslash paths are refused: browsers read `/\host` as another origin.
 */
export function frameSource(url: string): { src: string; sameOrigin: boolean } | null {
  const value = url.trim();
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return { src: value, sameOrigin: true };
  const parsed = httpsUrl(value);
  return parsed ? { src: parsed.href, sameOrigin: false } : null;
}

// Types a browser would run or render as a page if a data: link were ever opened instead of downloaded.
const ACTIVE_DATA_TYPES =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[a-z]+\/(x-)?javascript)$/i;

/** An attachment link: an https file, a path of this app, or an inline data: file that is not a page or script. */
export function downloadHref(url: string): string | null {
  const value = url.trim();
  const data = /^data:([^;,]*)[;,]/i.exec(value);
  if (data) return ACTIVE_DATA_TYPES.test(data[1]!.trim()) ? null : value;
  return frameSource(value)?.src ?? null;
}

const SOCIAL_HOSTS: Readonly<Record<Exclude<SocialNetwork, 'website'>, readonly string[]>> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com'],
  youtube: ['youtube.com'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
};

const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;

/** A social profile's https link from a handle (`@stride`, `in/jane` on LinkedIn, a domain for a website) or its URL. */
export function socialProfileUrl(network: SocialNetwork, handleOrUrl: string): string | null {
  const value = handleOrUrl.trim();
  const url = httpsUrl(value);
  if (url) {
    if (network === 'website') return url.href;
    return SOCIAL_HOSTS[network].includes(hostOf(url)) ? url.href : null;
  }
  const handle = value.replace(/^@/, '');
  switch (network) {
    case 'website': {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i.test(value)) return null;
      return httpsUrl(`https://${value}`)?.href ?? null;
    }
    case 'linkedin': {
      const path = /^(in|company)\//.test(handle) ? handle : `in/${handle}`;
      return /^(in|company)\/[A-Za-z0-9_-]{1,100}$/.test(path) ? `https://www.linkedin.com/${path}` : null;
    }
    case 'youtube':
      return HANDLE.test(handle) ? `https://www.youtube.com/@${handle}` : null;
    case 'tiktok':
      return HANDLE.test(handle) ? `https://www.tiktok.com/@${handle}` : null;
    case 'instagram':
      return HANDLE.test(handle) ? `https://www.instagram.com/${handle}` : null;
    case 'facebook':
      return HANDLE.test(handle) ? `https://www.facebook.com/${handle}` : null;
    case 'x':
      return HANDLE.test(handle) ? `https://x.com/${handle}` : null;
    default:
      return null;
  }
}
