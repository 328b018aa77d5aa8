import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_SERVER_ENTRY_FILE, CONTENT_SERVER_STYLES_FILE } from '@stride/shared';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { importFixtureApp } from '../../test/contentFixtures';
import { isCanaryDevice } from '../remotes/deviceBucket';
import { promote, recordRelease, setCanary, stableVersionOf } from '../remotes/registryService';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Stride</title><!--stride-preload--></head>' +
  '<body><div id=root></div><!--stride-boot--><script defer src=/shell/main.js></script></body></html>';

/** A server entry that says which version drew which page, like the real one draws the remote's components. */
const entryDrawing = (label: string) =>
  `exports.renderPage = async ({ path, page }) => '<p class="drawn">${label} ' + path + ': ' + page.page.title + '</p>';`;

/** The stylesheet each test release builds beside its server entry, naming its version. */
const stylesOf = (version: string) => `.drawn{font-family:"${version}"}`;

let repoRoot: string;
let testApp: TestApp;
const logLines: string[] = [];

async function release(version: string, serverEntry: string | null): Promise<void> {
  const dir = path.join(testApp.dataDir, 'remotes', 'mfe-content', version);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var mfe_content;');
  if (serverEntry !== null) {
    await writeFile(path.join(dir, CONTENT_SERVER_ENTRY_FILE), serverEntry);
    await writeFile(path.join(dir, CONTENT_SERVER_STYLES_FILE), stylesOf(version));
  }
  await recordRelease(testApp.db, { remote: 'mfe-content', version });
}

/** Releases `version` and makes it the one every device is served. */
async function serveStable(version: string, serverEntry: string | null): Promise<void> {
  await release(version, serverEntry);
  if ((await stableVersionOf(testApp.db, 'mfe-content')) === version) return;
  await setCanary(testApp.db, 'mfe-content', version, 0);
  await promote(testApp.db, 'mfe-content');
}

/** Device ids on either side of a 50% canary. */
function deviceIds(): { stable: string; canary: string } {
  const ids = Array.from({ length: 64 }, (_, i) => `device-${String(i).padStart(4, '0')}`);
  return { stable: ids.find((id) => !isCanaryDevice(id, 50))!, canary: ids.find((id) => isCanaryDevice(id, 50))! };
}

const html = (url: string, deviceId: string) =>
  testApp.app.inject({
    url,
    headers: { accept: 'text/html', host: 'localhost:3000', cookie: `stride_device=${deviceId}` },
  });

const stylesIn = (body: string) =>
  /<head>[\s\S]*<style data-remote-styles>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(body)?.[1];

const markupOf = (body: string) => /<div id="stride-ssr"[^>]*>([\s\S]*?)<\/div><div id=root>/.exec(body);

beforeAll(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'stride-ssr-'));
  await mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
  testApp = await createTestApp({
    repoRoot,
    logger: { level: 'error', stream: { write: (line) => void logLines.push(line) } },
  });
  await importFixtureApp(testApp.db, 'site', { isDefault: true, title: 'Site' });
});
afterAll(async () => {
  await testApp.close();
  await rm(repoRoot, { recursive: true, force: true });
});

describe('a public page', () => {
  it('comes with the markup the served version of the content remote draws, where its parcel will adopt it', async () => {
    await serveStable('plain', entryDrawing('stable'));
    const res = await html('/articles/first', deviceIds().stable);
    expect(res.body).toContain(
      '<div id="stride-ssr" data-remote="mfe-content" data-path="/articles/first">' +
        '<p class="drawn">stable /articles/first: First article</p></div><div id=root></div>',
    );
  });

  it("carries the theme and the served version's CSS in <head> with its markup, so first paint is styled", async () => {
    await serveStable('styled', entryDrawing('styled'));
    const body = (await html('/articles/first', deviceIds().stable)).body;
    // The theme's custom properties come before it, in the theme's own <style>.
    expect(body.indexOf('<style id="stride-theme">:root{--stride-')).toBeLessThan(
      body.indexOf('<style data-remote-styles>'),
    );
    expect(stylesIn(body)).toContain(stylesOf('styled'));
    expect(markupOf(body)?.[1]).toBe('<p class="drawn">styled /articles/first: First article</p>');
  });

  it("is drawn by the canary's server entry for a canary device and by stable's for the others", async () => {
    await serveStable('stable', entryDrawing('stable'));
    await release('canary', entryDrawing('canary'));
    await setCanary(testApp.db, 'mfe-content', 'canary', 50);
    const { stable, canary } = deviceIds();
    const [stableBody, canaryBody] = [(await html('/', stable)).body, (await html('/', canary)).body];
    expect(markupOf(stableBody)?.[1]).toBe('<p class="drawn">stable /: Site home</p>');
    expect(stylesIn(stableBody)).toContain(stylesOf('stable'));
    expect(markupOf(canaryBody)?.[1]).toBe('<p class="drawn">canary /: Site home</p>');
    expect(stylesIn(canaryBody)).toContain(stylesOf('canary'));
    await promote(testApp.db, 'mfe-content');
  });

  it('has no server markup when the served version has no server entry', async () => {
    await serveStable('older', null);
    const res = await html('/articles/first', deviceIds().stable);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('stride-ssr');
    expect(res.body).not.toContain('<style data-remote-styles');
    expect(logLines.filter((line) => line.includes('older'))).toEqual([]);
  });

  it.each([
    ['fails to load', 'broken-load', 'throw new Error("broken build");'],
    ['exports no renderPage', 'broken-exports', 'exports.other = 1;'],
    ['fails to render', 'broken-render', 'exports.renderPage = async () => { throw new Error("render failed"); };'],
  ])('has no server markup when the server entry %s, and says so once per version', async (_name, version, entry) => {
    await serveStable(version, entry);
    for (const url of ['/', '/articles/first']) {
      const res = await html(url, deviceIds().stable);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id=root></div>');
      expect(res.body).not.toContain('stride-ssr');
    }
    const logged = logLines.filter((line) => line.includes(`"version":"${version}"`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('server entry failed');
  });
});

describe('a gated page', () => {
  it('gets no server markup', async () => {
    await serveStable('gated', entryDrawing('stable'));
    const res = await html('/members', deviceIds().stable);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('stride-ssr');
  });
});
