// Largest Contentful Paint of a page in chromium under Lighthouse's "slow 4G" and a 4× slower CPU.

/**
 * Lighthouse's mobile slow-4G profile as DevTools throttling applies it (lighthouse-core constants:
 * requestLatencyMs 150 × 3.75, downloadThroughputKbps 1.6 Mbps × 0.9, uploadThroughputKbps 750 × 0.9).
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export async function measureLcp(browser, url, { cpuThrottle = 4 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.addInitScript(() => {
    window.__strideLcp = null;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      window.__strideLcp = { at: last.startTime, element: last.element?.tagName ?? null };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // LCP is final once the page stops painting larger content; the showcase settles well within this.
  await page.waitForTimeout(3_000);
  // Reading LCP needs an input or the page to be hidden to finalise; the last candidate is what counts.
  const lcp = await page.evaluate(() => window.__strideLcp);
  await context.close();
  if (!lcp) throw new Error(`no LCP entry for ${url}`);
  return lcp;
}
