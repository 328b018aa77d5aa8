import {
  BOOT_ELEMENT_ID,
  THEME_STYLE_ELEMENT_ID,
  serverMarkupAttributes,
  type BootData,
  type ColorModePreference,
  type RemoteName,
  type Theme,
} from '@stride/shared';
import { FONT_BASE_PATH, catalogueFont, fontFilePath, themeStylesheet } from '@stride/shared/themeStylesheet';
import { pageDescription } from './pageDescription';

export const BOOT_MARKER = '<!--stride-boot-->';
export const PRELOAD_MARKER = '<!--stride-preload-->';

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

/**
 * JSON that is safe inside a <script> element: no "<" (so no "</script>" or "<!--"), and the
 * line separators some parsers treat as line ends are escaped too. JSON.parse reads it unchanged.
 */
export function serializeBootJson(boot: BootData): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The scripts the shell's index.html loads itself (html-webpack-plugin injects them). */
export function shellScripts(template: string): string[] {
  // The build minifies index.html, so the attribute may be unquoted.
  return [...template.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  );
}

/** An attribute's value in a tag React drew, as written: double-quoted, entities escaped. */
function attributeOf(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/**
 * The first picture the server markup loads at once (the content remote marks the rest `loading="lazy"`): on a
 * phone it is the page's largest paint. Asked for from the top of the head, it no longer waits behind the
 * scripts, which the first paint does not need (LCP of /showcase on slow 4G 4.0 s → 1.6 s with the smaller
 * pictures). The priority is the picture's own (`fetchpriority` on the first block's picture): on this preload
 * it made the composed app's first content 1.25–1.31× the one bundle's, measured, against 1.03× on the picture.
 */
export function leadImagePreload(markup: string): string {
  for (const [tag] of markup.matchAll(/<img\b[^>]*>/g)) {
    if (attributeOf(tag, 'loading') === 'lazy') continue;
    const src = attributeOf(tag, 'src');
    if (!src || src.startsWith('data:')) return '';
    // Escaped as React wrote it for the same kind of attribute: copied as is.
    return `<link rel="preload" as="image" href="${src}">`;
  }
  return '';
}

function preloadTag({ href, as }: Preload): string {
  // A fetch preload is only reused by a CORS-mode fetch with the same credentials mode.
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${escapeHtmlAttribute(href)}" as="${as}"${cors} />`;
}

/**
 * The theme in <head>, so the first paint has its colours, fonts and mode: the member's pick (their cookie) as
 * `data-color-mode` on <html>, else the stylesheet follows the device's prefers-color-scheme. The body font's
 * regular latin file is preloaded: the text it draws is on every page.
 */
function themeHead(theme: Theme, preference: ColorModePreference): string {
  const scheme = preference === 'system' ? 'light dark' : preference;
  const css = themeStylesheet(theme).replace(/<\/(style)/gi, '<\\/$1');
  const bodyFont = catalogueFont(theme.body_font);
  const fontPreload = bodyFont
    ? `<link rel="preload" href="${FONT_BASE_PATH}/${fontFilePath(bodyFont, 'latin', 400)}" as="font" type="font/woff2" crossorigin>`
    : '';
  return `<meta name="color-scheme" content="${scheme}"><style id="${THEME_STYLE_ELEMENT_ID}">${css}</style>${fontPreload}`;
}

/** Markup a remote's server entry drew for its route parcel at `path`, which that parcel hydrates in the browser. */
export interface ServerMarkup {
  remote: RemoteName;
  path: string;
  html: string;
  /** The remote's compiled CSS for that markup (the same rules its browser build injects when it loads). */
  styles: string;
}

/** CSS inside <style>: only "</style" could end the element early; `\/` is the same "/" to CSS. */
function styleTag(css: string): string {
  return `<style data-remote-styles>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

function serverMarkupTag({ remote, path, html }: ServerMarkup): string {
  const attributes = Object.entries(serverMarkupAttributes(remote, path))
    .map(([name, value]) => `${name}="${escapeHtmlAttribute(value)}"`)
    .join(' ');
  return `<div ${attributes}>${html}</div>`;
}

/**
 * index.html with the boot data inlined, the app's head tags (`headTags`: manifest, icons) and the first requests
 * started from <head>. Server markup goes just
 * before the shell's root, not in it: React clears the root on its first render, and the markup must live on
 * until the parcel it was drawn for adopts it.
 */
export function renderShellHtml(
  template: string,
  boot: BootData,
  preloads: Preload[],
  serverMarkup: ServerMarkup | null = null,
  colorPreference: ColorModePreference = 'system',
  headTags = '',
): string {
  const bootTag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeBootJson(boot)}</script>`;
  return template
    .replace(/<html\b/, (tag) => (colorPreference === 'system' ? tag : `${tag} data-color-mode="${colorPreference}"`))
    .replace(/<div id=("?)root\1><\/div>/, (root) => (serverMarkup ? serverMarkupTag(serverMarkup) : '') + root)
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${escapeHtmlText(boot.config.app.name)}</title>` +
        `<meta name="description" content="${escapeHtmlAttribute(pageDescription(boot.page?.data ?? null, boot.config.app.name))}">` +
        headTags,
    )
    .replace(
      PRELOAD_MARKER,
      () =>
        (serverMarkup ? leadImagePreload(serverMarkup.html) : '') +
        themeHead(boot.config.theme, colorPreference) +
        (serverMarkup ? styleTag(serverMarkup.styles) : '') +
        preloads.map(preloadTag).join(''),
    )
    .replace(BOOT_MARKER, () => bootTag);
}
