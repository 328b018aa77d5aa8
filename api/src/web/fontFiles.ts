import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FONT_BASE_PATH, FONT_CATALOGUE, FONT_FILES_VERSION, type CatalogueFont } from '@stride/shared/themeStylesheet';
import { serveStaticFolder } from './serveStaticFolder';

const requireFont = createRequire(__filename);

/** The folder of a catalogue font's files in its @fontsource package. */
export function fontFilesDir(font: CatalogueFont): string {
  // The packages export only CSS; their main CSS file sits beside the files folder.
  return path.join(path.dirname(requireFont.resolve(`@fontsource/${font.slug}`)), 'files');
}

/** The installed version of a catalogue font's package (it must be FONT_FILES_VERSION, which URLs carry). */
export function installedFontVersion(font: CatalogueFont): string {
  const packageJson = path.join(fontFilesDir(font), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * GET /fonts/<slug>/<version>/<file>: the theme fonts, self-hosted. The version is in the URL, so a file never
 * changes under it: cached for a year, immutable. woff2 is already compressed. Fonts are fetched in CORS mode:
 * any origin may use them (an app's page framed in a page is a sandbox, origin null), as the font's licence allows.
 */
export function serveFontFiles(app: FastifyInstance): void {
  for (const font of FONT_CATALOGUE) {
    serveStaticFolder(app, {
      prefix: `${FONT_BASE_PATH}/${font.slug}/${FONT_FILES_VERSION}/`,
      root: fontFilesDir(font),
      maxAge: '365d',
      immutable: true,
      headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
    });
  }
}
