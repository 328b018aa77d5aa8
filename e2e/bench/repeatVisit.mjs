// First content of a page on a repeat visit, with the service worker controlling it, against the first visit.
import { pathToFileURL } from 'node:url';
import { CONTENT_SELECTOR, median } from './firstContent.mjs';

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

/** A tab with the first-content figure's conditions: HTTP cache off, CPU throttled, first content recorded. */
async function measuredPage(context, cpuThrottle) {
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
  return page;
}

/**
 * One device's first visit to `url`, then its repeat visit in a new tab once every tab of the app has closed (a
 * member coming back: the browser starts the worker first), both with the HTTP cache off and the same CPU throttle
 * as the first-content figure, so what the repeat saves is the service worker's doing: the shell and the remotes
 * come from its caches, the page itself (network first) from the server. A second tab opened while the first
 * is still open is not measured: same-origin tabs share a renderer, so it would time the first tab's work too.
 */
export async function measureRepeatVisit(browser, url, { cpuThrottle = 4 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const first = await measuredPage(context, cpuThrottle);
    const firstMs = await firstContentOf(first, url);
    await serviceWorkerReady(first);
    await first.close();
    const repeat = await measuredPage(context, cpuThrottle);
    const repeatMs = await firstContentOf(repeat, url);
    const controlled = await repeat.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('The repeat visit was not controlled by the service worker');
    return { firstMs, repeatMs };
  } finally {
    await context.close();
  }
}

/** `runs` devices (fresh contexts), each a first and a repeat visit; medians and their ratio. */
export async function compareRepeatVisits(browser, url, runs) {
  const first = [];
  const repeat = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureRepeatVisit(browser, url);
    first.push(result.firstMs);
    repeat.push(result.repeatMs);
  }
  return { first, repeat };
}

export function printRepeatVisits({ first, repeat }) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(`first visit    median ${ms(median(first))}  (runs: ${first.map(ms).join(', ')})`);
  console.log(`repeat visit   median ${ms(median(repeat))}  (runs: ${repeat.map(ms).join(', ')})`);
  console.log(`ratio repeat (service worker) / first: ${(median(repeat) / median(first)).toFixed(2)}× (goal ≤ 0.50×)`);
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
      '== Repeat visit of the home page with the service worker (chromium, 4× CPU throttle, HTTP cache off) ==',
    );
    printRepeatVisits(await compareRepeatVisits(browser, `${server.url}/`, Number(process.env.BENCH_RUNS ?? 5)));
  } finally {
    await browser.close();
    await server.stop();
  }
}
