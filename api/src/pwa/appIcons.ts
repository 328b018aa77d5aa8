import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { colorHex, type GlobalConfig } from '@stride/shared';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../uploads/avatarFiles';
import { icoFromPngs } from './icoFile';
import { initialsOf, initialsSvg } from './initialsIcon';
import {
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_SIZES,
  ICON_SIZES,
  MASKABLE_ICON_SIZES,
  type IconFileName,
} from './webAppManifest';

/** Bumped when the drawing changes, so browsers that keep icons a year fetch the new ones. */
const ICON_STYLE = 1;
/** A logo larger than this is not a logo: it is refused and the initials are drawn. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** What an app's icons are drawn from: its toolbar logo, or its initials on the brand colour. */
export interface IconSource {
  name: string;
  slug: string;
  logo: string | null;
  /** Behind the initials. */
  brand: string;
  /** Behind a logo: the toolbar's background, which the logo was made to sit on. */
  logoBackground: string;
}

export function iconSourceOf(config: GlobalConfig): IconSource {
  const { theme, app } = config;
  return {
    name: app.name,
    slug: app.slug,
    logo: theme.toolbar.logo,
    brand: theme.colors.primary.hex,
    logoBackground: theme.toolbar.background_color ? colorHex(theme, theme.toolbar.background_color) : '#ffffff',
  };
}

/** Names the icon set in its URLs: a new logo, name or colour gives new URLs, so icons can be cached for good. */
export function iconVersion(source: IconSource): string {
  return createHash('sha256')
    .update(JSON.stringify([ICON_STYLE, source.name, source.slug, source.logo, source.brand, source.logoBackground]))
    .digest('hex')
    .slice(0, 12);
}

export type IconSet = ReadonlyMap<IconFileName | 'favicon.ico', Buffer>;

/** How much of the side the artwork covers, by use. */
const FILL = {
  // A maskable icon's safe zone is the central circle of 80%: a square inside it spans 56%.
  maskable: { logo: 0.56, initials: 0.45 },
  any: { logo: 0.8, initials: 0.6 },
  // At 16 px every pixel counts.
  favicon: { logo: 0.95, initials: 0.85 },
} as const;

type Artwork = (size: number, use: keyof typeof FILL) => Promise<Buffer>;

function initialsArtwork(source: IconSource): Artwork {
  const initials = initialsOf(source.name, source.slug);
  return (size, use) =>
    sharp(Buffer.from(initialsSvg(initials, source.brand, size, FILL[use].initials)))
      .png()
      .toBuffer();
}

function logoArtwork(logo: Buffer, background: string): Artwork {
  return async (size, use) => {
    const inner = Math.max(1, Math.round(size * FILL[use].logo));
    const resized = await sharp(logo)
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: resized, gravity: 'centre' }])
      .png()
      .toBuffer();
  };
}

/** Every icon file of one app, from one artwork. */
async function drawIconSet(artwork: Artwork): Promise<IconSet> {
  const files = new Map<IconFileName | 'favicon.ico', Buffer>();
  for (const size of ICON_SIZES) files.set(`icon-${size}.png`, await artwork(size, 'any'));
  for (const size of MASKABLE_ICON_SIZES) files.set(`maskable-${size}.png`, await artwork(size, 'maskable'));
  files.set('apple-touch-icon.png', await artwork(APPLE_TOUCH_ICON_SIZE, 'any'));
  const favicons = [];
  for (const size of FAVICON_SIZES) {
    const png = await artwork(size, 'favicon');
    files.set(`favicon-${size}.png`, png);
    favicons.push({ size, png });
  }
  files.set('favicon.ico', icoFromPngs(favicons));
  return files;
}

/**
 * The logo's bytes: an inline `data:image/…;base64,` URL or a file under /uploads/. Null for anything else: a
 * logo elsewhere (http) is never fetched, because any visitor's request for an icon would make this server fetch
 * an address an owner typed (internal ones included) and serve the picture back; such an app gets its initials.
 */
export async function loadLogo(logo: string, dataDir: string): Promise<Buffer | null> {
  const inline = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(logo);
  if (inline?.[1]) {
    const bytes = Buffer.from(inline[1], 'base64');
    return bytes.length <= MAX_LOGO_BYTES ? bytes : null;
  }
  if (logo.startsWith(UPLOADS_URL_PREFIX)) {
    const root = uploadsDir(dataDir);
    const file = path.resolve(root, logo.slice(UPLOADS_URL_PREFIX.length));
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    return readFile(file).catch(() => null);
  }
  return null;
}

/** Draws an app's icons from its logo, or from its initials when it has none or the logo cannot be read. */
export async function renderIconSet(
  source: IconSource,
  dataDir: string,
): Promise<{ icons: IconSet; fromLogo: boolean }> {
  const logo = source.logo ? await loadLogo(source.logo, dataDir) : null;
  if (logo) {
    try {
      // Decoding happens here: a file that is not an image falls through to the initials.
      return { icons: await drawIconSet(logoArtwork(logo, source.logoBackground)), fromLogo: true };
    } catch {
      // Not an image sharp can read.
    }
  }
  return { icons: await drawIconSet(initialsArtwork(source)), fromLogo: false };
}

/** How long initials drawn for a logo that could not be read are served before the logo is tried again. */
const FAILED_LOGO_RETRY_MS = 5 * 60_000;
/** How many apps' icon sets one process keeps drawn. */
const CACHED_SETS = 100;

/**
 * Icon sets by version, drawn once per process and kept (oldest dropped past CACHED_SETS): a changed logo has
 * a new version, so it is drawn afresh; concurrent requests share one drawing.
 */
export function createAppIcons(dataDir: string, warn: (message: string) => void) {
  const sets = new Map<string, Promise<IconSet>>();
  return (source: IconSource): Promise<IconSet> => {
    const version = iconVersion(source);
    let set = sets.get(version);
    if (!set) {
      set = renderIconSet(source, dataDir).then(({ icons, fromLogo }) => {
        if (source.logo && !fromLogo) {
          warn(`The logo of app ${source.slug} could not be read; its icons show its initials`);
          // A logo on a server that was down for a moment is tried again later.
          setTimeout(() => sets.delete(version), FAILED_LOGO_RETRY_MS).unref();
        }
        return icons;
      });
      set.catch(() => sets.delete(version));
      sets.set(version, set);
      if (sets.size > CACHED_SETS) sets.delete(sets.keys().next().value as string);
    }
    return set;
  };
}
