import type { GlobalConfig } from '@stride/shared';
import { escapeHtmlAttribute } from '../web/shellHtml';
import { iconUrl, shortNameOf } from './webAppManifest';

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * What makes the page installable and branded in <head>: the manifest, the browser chrome's colour (the brand
 * colour, the theme's dark colour when the device is in dark mode), the favicon and the iOS home-screen icon and
 * title (iOS reads these, not the manifest).
 */
export function pwaHeadTags(config: GlobalConfig, iconVersion: string): string {
  const { colors } = config.theme;
  const title = escapeHtmlAttribute(shortNameOf(config.app.name));
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtmlAttribute(colors.primary.hex)}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtmlAttribute(colors.dark.hex)}">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="${iconUrl(iconVersion, 'favicon-32.png')}">`,
    `<link rel="icon" type="image/png" sizes="16x16" href="${iconUrl(iconVersion, 'favicon-16.png')}">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${iconUrl(iconVersion, 'apple-touch-icon.png')}">`,
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-title" content="${title}">`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="default">`,
  ].join('');
}
