import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_SERVER_ENTRY_FILE,
  CONTENT_SERVER_STYLES_FILE,
  SERVER_RENDER_LOCALE,
  localeFor,
  type ContentServerEntry,
  type RemoteLocation,
  type ServerRenderRequest,
} from '@stride/shared';

interface LoadedEntry {
  module: ContentServerEntry;
  styles: string;
}

/**
 * Renders a public page's first paint with the content remote's own server entry, from the release folder of
 * the version the device is served (a canary's HTML changes with it). The entry is required at run time, never
 * imported at build time, and loaded once per version for this app instance, with the stylesheet built beside it
 * (the markup comes with the CSS it needs, so first paint is styled before the remote loads). Any failure means no first paint:
 * the page still works, drawn by the browser alone; each version's failure is logged once.
 */
export function createServerRenderer(remotesDir: string, log: FastifyBaseLogger) {
  // Node's own require: the entry is a self-contained commonjs bundle, loaded as is.
  const requireEntry = createRequire(path.join(remotesDir, 'index.js'));
  const entries = new Map<string, LoadedEntry | null>();
  const failed = new Set<string>();

  function fail(version: string, error: unknown): null {
    if (!failed.has(version)) {
      failed.add(version);
      log.error(
        { err: error, remote: 'mfe-content', version },
        'server entry failed: pages render in the browser only',
      );
    }
    return null;
  }

  function entryOf(version: string): LoadedEntry | null {
    if (entries.has(version)) return entries.get(version)!;
    const file = path.join(remotesDir, 'mfe-content', version, CONTENT_SERVER_ENTRY_FILE);
    let entry: LoadedEntry | null = null;
    // An older release, or one served from another origin (released with --url), has none: nothing to report.
    if (existsSync(file)) {
      try {
        const loaded = requireEntry(file) as Partial<ContentServerEntry>;
        if (typeof loaded.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
        // Read once with the entry, like it (a sync read: once per version per app instance).
        const styles = readFileSync(path.join(remotesDir, 'mfe-content', version, CONTENT_SERVER_STYLES_FILE), 'utf8');
        entry = { module: loaded as ContentServerEntry, styles };
      } catch (error) {
        fail(version, error);
      }
    }
    entries.set(version, entry);
    return entry;
  }

  return {
    /** The content remote's markup for `request` and its CSS, or null when this version cannot draw it on the server. */
    async render(
      content: RemoteLocation | undefined,
      request: ServerRenderRequest,
      acceptLanguage: string | undefined,
    ): Promise<{ html: string; styles: string } | null> {
      if (!content) return null;
      // The shell picks the browser's first language (navigator.language, the first Accept-Language tag) among
      // the app's; another than the default needs the page's translation, which only the browser fetches.
      const browserLanguage = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() || null;
      if (localeFor(request.config, null, browserLanguage) !== SERVER_RENDER_LOCALE) return null;
      const entry = entryOf(content.version);
      if (!entry) return null;
      try {
        return { html: await entry.module.renderPage(request), styles: entry.styles };
      } catch (error) {
        return fail(content.version, error);
      }
    },
  };
}
