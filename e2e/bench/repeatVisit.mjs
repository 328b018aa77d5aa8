// First content of a page on a repeat visit, with the service worker controlling it, against the first visit.
import { pathToFileURL } from 'node:url';
import { CONTENT_SELECTOR, median } from './firstContent.mjs';
import { SLOW_4G } from './largestContentfulPaint.mjs';

/** Until the worker controls the page and has followed the registry: the remote versions are then in its cache. */
async function serviceWorkerReady(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await page.waitForFunction(
    async () => Boolean(await (await caches.open('stride-offline')).match('/__stride-sw/registry')),
    null,
    { timeout: 60_000, polling: 250 },
  );
}

async function firstContentOf(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.__strideFirstContent === 'number', null, { timeout: 60_000 });
  return page.evaluate(() => window.__strideFirstContent);
}

/**
 * A tab with the first-content figure's conditions (HTTP cache off, CPU throttled, first content recorded) on a
 * phone's network, or on loopback when `network` is null.
 */
async function measuredPage(context, cpuThrottle, network) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
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
  return page;
}

/**
 * One device's first visit to `url`, then its repeat visit in a new tab once every tab of the app has closed (a
 * member coming back: the browser starts the worker first), both with the HTTP cache off and the same CPU throttle
 * as the first-content figure, so what the repeat saves is the service worker's doing: the shell and the remotes
 * come from its caches, the page itself (network first) from the server. A second tab opened while the first
 * is still open is not measured: same-origin tabs share a renderer, so it would time the first tab's work too.
 * Both visits go over the same network: what a worker saves is waiting on it, which loopback hides (there a page's
 * first content is the browser's own work on the HTML, the same from either side of the worker).
 */
export async function measureRepeatVisit(browser, url, { cpuThrottle = 4, network = SLOW_4G } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const first = await measuredPage(context, cpuThrottle, network);
    const firstMs = await firstContentOf(first, url);
    await serviceWorkerReady(first);
    await first.close();
    const repeat = await measuredPage(context, cpuThrottle, network);
    const repeatMs = await firstContentOf(repeat, url);
    const controlled = await repeat.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('The repeat visit was not controlled by the service worker');
    return { firstMs, repeatMs };
  } finally {
    await context.close();
  }
}

/**
 * `runs` devices (fresh contexts) on a phone's network (Lighthouse's slow 4G) and `runs` on loopback, each a first
 * and a repeat visit; medians and their ratio.
 */
export async function compareRepeatVisits(browser, url, runs) {
  const results = {};
  for (const [name, network] of [
    ['slow4g', SLOW_4G],
    ['loopback', null],
  ]) {
    const first = [];
    const repeat = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measureRepeatVisit(browser, url, { network });
      first.push(result.firstMs);
      repeat.push(result.repeatMs);
    }
    results[name] = { first, repeat };
  }
  return results;
}

export function printRepeatVisits({ slow4g, loopback }) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const ratio = ({ first, repeat }) => `${(median(repeat) / median(first)).toFixed(2)}×`;
  for (const [label, { first, repeat }] of [
    ['slow 4G ', slow4g],
    ['loopback', loopback],
  ]) {
    console.log(`${label} first visit   median ${ms(median(first))}  (runs: ${first.map(ms).join(', ')})`);
    console.log(`${label} repeat visit  median ${ms(median(repeat))}  (runs: ${repeat.map(ms).join(', ')})`);
  }
  console.log(`ratio repeat (service worker) / first on slow 4G: ${ratio(slow4g)} (goal ≤ 0.50×)`);
  // On loopback the HTML arrives in milliseconds either way: both figures are the browser parsing the same page.
  console.log(`ratio on loopback (no network to save): ${ratio(loopback)}`);
}

// `node e2e/bench/repeatVisit.mjs`: this figure alone, against the built app (npm run build first).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { chromium } = await import('playwright-core');
  const { repoRoot } = await import('../../scripts/workspace.mjs');
  const { startServer } = await import('./serverProcess.mjs');
  const server = await startServer({ repoRoot, port: Number(process.env.PORT ?? 3235) });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    console.log(
      '== Repeat visit of the home page with the service worker (chromium, slow 4G and loopback, 4× CPU throttle, HTTP cache off) ==',
    );
    printRepeatVisits(await compareRepeatVisits(browser, `${server.url}/`, Number(process.env.BENCH_RUNS ?? 5)));
  } finally {
    await browser.close();
    await server.stop();
  }
}
