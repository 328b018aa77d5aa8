// First content of a page in chromium under CPU throttling, and the JavaScript fetched before it.
import { gzipSync } from 'node:zlib';

/** A page's first content is its first rendered block, not a spinner or an empty frame. */
export const CONTENT_SELECTOR = '[data-block-type]';

export async function measureFirstContent(browser, url, { cpuThrottle = 4 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        window.__strideFirstContent = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, CONTENT_SELECTOR);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.__strideFirstContent === 'number', null, { timeout: 60_000 });
  const firstContentMs = await page.evaluate(() => window.__strideFirstContent);
  await context.close();
  return { firstContentMs };
}

/**
 * The scripts a page's first load downloads: those its HTML names (preloads and script tags), fetched from the
 * start. Read from the HTML rather than timed against first content, which a server-drawn page may reach before
 * or after the first of them is asked for.
 */
export async function scriptsOfFirstLoad(url) {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const hrefs = tags
    .filter((tag) => tag.startsWith('<script') || (/\brel="?preload"?/.test(tag) && /\bas="?script"?/.test(tag)))
    .map((tag) => /\b(?:href|src)=("?)([^"\s>]+)\1/.exec(tag)?.[2])
    .filter((href) => href !== undefined);
  return [...new Set(hrefs.map((href) => new URL(href, url).href))];
}

/** Gzip size of each script, grouped by the build it came from (shell or a remote). */
export async function gzipBytesByBuild(scriptUrls) {
  const byBuild = {};
  for (const url of scriptUrls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const build = /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? (url.includes('/shell/') ? 'shell' : 'other');
    byBuild[build] = (byBuild[build] ?? 0) + gzipSync(body, { level: 6 }).length;
  }
  return byBuild;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
