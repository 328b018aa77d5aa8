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
 * One device's first visit to `url`, then two repeat visits in new tabs, all with the HTTP cache off and the same CPU
 * throttle as the first-content figure, so what a repeat saves is the service worker's doing (the page it kept, once
 * the registry confirms it is current; the shell and the remotes from its caches): `warm` while the first tab is
 * still open (the worker runs), `cold` after every tab of the app has closed (the browser starts the worker first).
 */
export async function measureRepeatVisit(browser, url, { cpuThrottle = 4 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const first = await measuredPage(context, cpuThrottle);
    const firstMs = await firstContentOf(first, url);
    await serviceWorkerReady(first);
    const warm = await measuredPage(context, cpuThrottle);
    const warmMs = await firstContentOf(warm, url);
    await warm.close();
    await first.close();
    const cold = await measuredPage(context, cpuThrottle);
    const coldMs = await firstContentOf(cold, url);
    const controlled = await cold.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('The repeat visit was not controlled by the service worker');
    return { firstMs, warmMs, coldMs };
  } finally {
    await context.close();
  }
}

/** `runs` devices (fresh contexts), each a first and two repeat visits; medians and their ratios. */
export async function compareRepeatVisits(browser, url, runs) {
  const first = [];
  const warm = [];
  const cold = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureRepeatVisit(browser, url);
    first.push(result.firstMs);
    warm.push(result.warmMs);
    cold.push(result.coldMs);
  }
  return { first, warm, cold };
}

export function printRepeatVisits({ first, warm, cold }) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const line = (label, runs) =>
    console.log(`${label.padEnd(30)} median ${ms(median(runs))}  (runs: ${runs.map(ms).join(', ')})`);
  line('first visit', first);
  line('repeat, worker running', warm);
  line('repeat, worker started first', cold);
  const ratio = (runs) => (median(runs) / median(first)).toFixed(2);
  console.log(
    `ratio repeat (service worker) / first: ${ratio(warm)}× with the worker running, ${ratio(cold)}× when the ` +
      'browser starts it (goal ≤ 0.50×)',
  );
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
