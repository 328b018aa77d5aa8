import { readFileSync } from 'node:fs';
import { DEMO_CONTENT_FILE, resolveDemoContent } from '../seedDemoApp';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH } from './demoImageArt';
import { DEMO_IMAGES, demoImage, demoImageNames, demoImageUrl } from './demoImages';
import { renderDemoImage } from './drawDemoImages';

const demoFile: unknown = JSON.parse(readFileSync(DEMO_CONTENT_FILE, 'utf8'));

/** Every string of a content file with the page path (or block id) it sits under. */
function imageUses(value: unknown, owner = ''): { owner: string; url: string }[] {
  if (typeof value === 'string') return value.startsWith('/demo-images/') ? [{ owner, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => imageUses(item, owner));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const here = typeof record.path === 'string' ? record.path : owner;
  return Object.entries(record).flatMap(([key, item]) =>
    key === 'children' ? imageUses(item, owner) : imageUses(item, here),
  );
}

describe('the demo pictures', () => {
  it('are all drawn ones: no inline image is left in the demo, and each name it uses is a drawing', () => {
    expect(JSON.stringify(demoFile)).not.toContain('data:image');
    const names = demoImageNames(demoFile);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !(name in DEMO_IMAGES))).toEqual([]);
    expect(Object.keys(DEMO_IMAGES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('give each page its own picture: no two pages show the same drawing', () => {
    const uses = imageUses(resolveDemoContent(demoFile, new Date()));
    const pagesByUrl = new Map<string, Set<string>>();
    for (const { owner, url } of uses) pagesByUrl.set(url, (pagesByUrl.get(url) ?? new Set()).add(owner));
    expect([...pagesByUrl].filter(([, owners]) => owners.size > 1)).toEqual([]);
    const drawings = Object.keys(DEMO_IMAGES).map((name) => demoImage(name).svg);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('each show a subject, never a bare gradient (the home page drew a blank magenta card)', () => {
    for (const [name, art] of Object.entries(DEMO_IMAGES))
      expect([name, art.subjects.length > 0]).toEqual([name, true]);
    const home = (demoFile as { pages: { path: string; blocks: { id: string; url?: string }[] }[] }).pages[0]!;
    expect(home.blocks.find((block) => block.id === 'home-image')?.url).toBe('{{image:community}}');
    expect(DEMO_IMAGES.community!.subjects.filter((subject) => 'pose' in subject)).toHaveLength(3);
  });

  it('are served under /demo-images/ by names that change with the drawing', () => {
    expect(demoImageUrl('kickstart')).toMatch(/^\/demo-images\/kickstart\.[0-9a-f]{12}\.jpg$/);
    expect(demoImageUrl('kickstart')).not.toBe(demoImageUrl('core-crusher'));
    expect(() => demoImageUrl('missing')).toThrow('missing');
  });

  it('render to a small progressive JPEG at the picture size, with no fonts and no network', async () => {
    const jpeg = await renderDemoImage(demoImage('community').svg);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The SOF2 (progressive) frame header holds the height, then the width.
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc2]));
    expect(frame).toBeGreaterThan(0);
    expect([jpeg.readUInt16BE(frame + 7), jpeg.readUInt16BE(frame + 5)]).toEqual([DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT]);
    // A phone on a slow network gets the page's lead picture in a fraction of a second.
    expect(jpeg.length).toBeLessThan(20 * 1024);
  });
});
