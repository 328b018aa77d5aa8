import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { DEMO_IMAGES, demoImage } from './demoImages';

/** JPEG: a gradient scene is a few tens of KiB, where PNG takes several times that. */
const JPEG_QUALITY = 82;

/** JPEG bytes of a drawing (resvg: a prebuilt rasteriser, no browser; the drawings use no fonts). */
export function renderDemoImage(svg: string): Buffer {
  const { pixels, width, height } = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return Buffer.from(jpeg.encode({ data: Buffer.from(pixels), width, height }, JPEG_QUALITY).data);
}

/**
 * Draws every demo picture into `dir` at build time; a file already there is the same drawing (its name is the
 * drawing's hash) and is kept, and files of drawings that changed are removed. Answers how many it drew.
 */
export async function drawDemoImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const wanted = new Map(Object.keys(DEMO_IMAGES).map((name) => [demoImage(name).fileName, name]));
  const present = new Set(await readdir(dir));
  for (const file of present) if (!wanted.has(file)) await rm(path.join(dir, file));
  let drawn = 0;
  for (const [fileName, name] of wanted) {
    if (present.has(fileName)) continue;
    await writeFile(path.join(dir, fileName), renderDemoImage(demoImage(name).svg));
    drawn += 1;
  }
  return drawn;
}
