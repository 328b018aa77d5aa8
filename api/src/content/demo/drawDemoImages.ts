import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { DEMO_IMAGES, DEMO_IMAGE_ENCODING, demoImage } from './demoImages';

/**
 * JPEG bytes of a drawing (resvg: a prebuilt rasteriser, no browser; the drawings use no fonts). JPEG: a gradient
 * scene is a few KiB, where PNG takes several times that.
 */
export async function renderDemoImage(svg: string): Promise<Buffer> {
  const { pixels, width, height } = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return sharp(Buffer.from(pixels), { raw: { width, height, channels: 4 } })
    .jpeg(DEMO_IMAGE_ENCODING)
    .toBuffer();
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
    await writeFile(path.join(dir, fileName), await renderDemoImage(demoImage(name).svg));
    drawn += 1;
  }
  return drawn;
}
