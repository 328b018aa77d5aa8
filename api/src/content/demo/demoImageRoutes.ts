import type { FastifyInstance } from 'fastify';
import { serveStaticFolder } from '../../web/serveStaticFolder';
import { DEMO_IMAGES_URL_PREFIX, demoImagesDir } from './demoImages';

/**
 * GET /demo-images/*: the demo's pictures the build drew. Names carry the drawing's hash: cached for a year. Any
 * origin may show them, as it may the uploads: an app's page framed in a page (a sandbox, origin null) too.
 */
export async function demoImageRoutes(app: FastifyInstance, { repoRoot }: { repoRoot: string }): Promise<void> {
  serveStaticFolder(app, {
    prefix: DEMO_IMAGES_URL_PREFIX,
    root: demoImagesDir(repoRoot),
    maxAge: '365d',
    immutable: true,
    headers: {
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
