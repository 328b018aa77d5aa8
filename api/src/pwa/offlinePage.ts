import { textColorFor, textDirection, type GlobalConfig, type Locale } from '@stride/shared';
import { fontStack } from '@stride/shared/themeStylesheet';
import { escapeHtmlAttribute, escapeHtmlText } from '../web/shellHtml';
import { OFFLINE_PAGE_STRINGS } from './offlinePageStrings';

/** Where the service worker finds the page it shows for an unsaved page while offline. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * A page that needs no script and no other request (its icon is inline), so the service worker can keep it whole: the
 * app's colours, its icon and name, what happened, and a link that loads the page again.
 */
export function renderOfflinePage(config: GlobalConfig, iconPng: Buffer, locale: Locale): string {
  const strings = OFFLINE_PAGE_STRINGS[locale];
  const { colors, default_color_mode, body_font, heading_font } = config.theme;
  const background = default_color_mode === 'dark' ? colors.dark.hex : colors.light.hex;
  const primary = colors.primary.hex;
  const name = escapeHtmlText(config.app.name);
  const css =
    `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;` +
    `background:${background};color:${textColorFor(background)};font-family:${fontStack(body_font)}}` +
    `main{max-width:28rem;padding:2rem 1.5rem;text-align:center}` +
    `img{border-radius:22%}` +
    `h1{font-family:${fontStack(heading_font)};font-size:1.5rem;margin:1.25rem 0 .5rem}` +
    `p{line-height:1.5;margin:0 0 1.5rem}` +
    `a{display:inline-block;min-height:44px;box-sizing:border-box;padding:.75rem 1.5rem;border-radius:999px;` +
    `background:${primary};color:${textColorFor(primary)};font-weight:600;text-decoration:none}` +
    `a:focus-visible{outline:3px solid ${textColorFor(background)};outline-offset:3px}`;
  return (
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="theme-color" content="${escapeHtmlAttribute(primary)}">` +
    `<title>${escapeHtmlText(strings.title)} · ${name}</title><style>${css}</style></head>` +
    `<body><main><img src="data:image/png;base64,${iconPng.toString('base64')}" width="96" height="96" alt="${escapeHtmlAttribute(config.app.name)}">` +
    `<h1>${escapeHtmlText(strings.title)}</h1><p>${escapeHtmlText(strings.text)}</p>` +
    // An empty href is this page's own address: the browser loads the page the member asked for again.
    `<a href="">${escapeHtmlText(strings.retry)}</a></main></body></html>`
  );
}
