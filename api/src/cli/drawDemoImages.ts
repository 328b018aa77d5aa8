import path from 'node:path';
import { demoImagesDir } from '../content/demo/demoImages';
import { drawDemoImages } from '../content/demo/drawDemoImages';

/** Run by `npm run build` (and a first `npm start`): draws the demo's pictures into api/dist/demo-images. */
const started = Date.now();
drawDemoImages(demoImagesDir(path.resolve(__dirname, '../../..'))).then(
  (drawn) => {
    if (drawn > 0)
      process.stdout.write(`Drew ${drawn} demo pictures in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  },
  (error: unknown) => {
    process.stderr.write(
      `Could not draw the demo pictures: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
