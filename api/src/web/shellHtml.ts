import { BOOT_ELEMENT_ID, type BootData } from '@stride/shared';

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

function preloadTag({ href, as }: Preload): string {
  // A fetch preload is only reused by a CORS-mode fetch with the same credentials mode.
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${escapeHtmlAttribute(href)}" as="${as}"${cors} />`;
}

/**
 * index.html with the boot data inlined and the first requests started from <head>; `firstPaint` (HTML)
 * goes into the shell's root, which React replaces on its first render.
 */
export function renderShellHtml(template: string, boot: BootData, preloads: Preload[], firstPaint = ''): string {
  const bootTag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeBootJson(boot)}</script>`;
  return template
    .replace(/<div id=("?)root\1><\/div>/, (root) => root.replace('></div>', `>${firstPaint}</div>`))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtmlText(boot.config.app.name)}</title>`)
    .replace(PRELOAD_MARKER, () => preloads.map(preloadTag).join(''))
    .replace(BOOT_MARKER, () => bootTag);
}
