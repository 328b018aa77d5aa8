import { downloadHref } from '@stride/shared';

/** A field of a content file that would be unsafe to store, with the reason in the owner's words. */
export interface UnsafeContentIssue {
  path: (string | number)[];
  message: string;
}

/** Fields holding a link or an image: `url`, `image_url`, `href`, `src`, `link(s)`, an action's `target`. */
const URL_FIELD = /(?:^|_)(?:urls?|href|src|links?|target)$/;
/** Fields shown as plain text: names, titles, labels. */
const TEXT_FIELD = /(?:^|_)(?:name|title|subtitle|label)$/;

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
/** Browsers drop tabs, newlines and leading spaces or controls from a URL: `java\tscript:` is javascript:. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
/** An HTML tag or comment: `<b>`, `</b>`, `<img …>`, `<!-- …`. A lone `<` (`5 < 10`, `<3`) is text. */
const HTML_TAG = /<[a-z!/?]/i;

export const URL_SCHEME_MESSAGE =
  'Links must be http(s), mailto or tel URLs, or paths on this app (javascript:, data: and other schemes are not allowed)';
export const PLAIN_TEXT_MESSAGE = 'Names and titles are plain text: remove the HTML tags';

/** How a URL field is used, which decides the inline `data:` files it may hold. */
type UrlUse = 'link' | 'image' | 'download';

/**
 * An image (`image_url`, an image block's `url`, an open_lightbox target) is only ever drawn by an <img>,
 * where an inline data:image (SVG included) runs no script; an attachment's `url` is a download, whose
 * inline files the block schema already limits to types a browser would not run (downloadHref).
 */
function urlUse(key: string, parent: Record<string, unknown>): UrlUse {
  if (/(?:^|_)image_urls?$/.test(key)) return 'image';
  if (key === 'url' && parent.type === 'image') return 'image';
  if (key === 'target' && parent.type === 'open_lightbox') return 'image';
  if (key === 'url' && parent.type === 'attachment') return 'download';
  return 'link';
}

function unsafeUrl(value: string, use: UrlUse): boolean {
  const cleaned = value.replace(IGNORED_BY_BROWSERS, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) return false;
  if (scheme !== 'data') return true;
  if (use === 'image') return !/^data:image\//i.test(cleaned);
  return use === 'download' ? downloadHref(value) === null : true;
}

interface Pending {
  value: unknown;
  path: (string | number)[];
  /** How the value is used when it is (or lies under) a URL field; null elsewhere. */
  use: UrlUse | null;
}

/**
 * The first field of a parsed content file that would put script on a member's screen: a link whose URL
 * runs code (javascript:, data:, vbscript: …; links are http(s), mailto, tel or relative), an image or
 * download that is not an inert file, or a name or title holding HTML (shown as plain text, so tags
 * would only appear as text at best, and as markup in any renderer that forgets to escape).
 * Iterative: content files nest deeply.
 */
export function unsafeContentIssue(file: unknown): UnsafeContentIssue | null {
  const pending: Pending[] = [{ value: file, path: [], use: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, use } = next;
    const key = path.at(-1);
    if (typeof value === 'string') {
      if (use !== null && unsafeUrl(value, use)) return { path, message: URL_SCHEME_MESSAGE };
      if (typeof key === 'string' && TEXT_FIELD.test(key) && HTML_TAG.test(value))
        return { path, message: PLAIN_TEXT_MESSAGE };
    } else if (Array.isArray(value)) {
      // Pushed last first, so the first offending item is the one reported.
      for (let index = value.length - 1; index >= 0; index -= 1)
        pending.push({ value: value[index], path: [...path, index], use });
    } else if (value !== null && typeof value === 'object') {
      const parent = value as Record<string, unknown>;
      for (const [childKey, child] of Object.entries(parent).reverse()) {
        const childUse = URL_FIELD.test(childKey) ? urlUse(childKey, parent) : use;
        pending.push({ value: child, path: [...path, childKey], use: childUse });
      }
    }
  }
  return null;
}
