import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  const o = new MutationObserver(() => {
    if (document.querySelector('[data-block-type]')) {
      window.__fc = performance.now();
      o.disconnect();
    }
  });
  o.observe(document, { childList: true, subtree: true });
});
await page.goto(process.argv[2] ?? 'http://127.0.0.1:3000/');
await page.waitForFunction(() => window.__fc);
const r = await page.evaluate(() => ({
  fc: window.__fc,
  dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
  res: performance
    .getEntriesByType('resource')
    .map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd)]),
}));
console.log('first content', Math.round(r.fc), 'DCL', Math.round(r.dcl));
for (const [n, s, e] of r.res) console.log(String(s).padStart(5), String(e).padStart(5), n);
await browser.close();
