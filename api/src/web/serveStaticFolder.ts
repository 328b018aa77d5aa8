import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/AppError';

export interface StaticFolderOptions {
  /** URL prefix ending in "/", e.g. '/shell/'. */
  prefix: string;
  root: string;
  /** Max-age for Cache-Control; `immutable` adds the immutable directive (for content-hashed folders). */
  maxAge: string | number;
  immutable?: boolean;
  /** Extra response headers, e.g. CORS for files other origins load. */
  headers?: Record<string, string>;
}

/**
 * GET (and HEAD) `${prefix}*` → a file under `root`. Traversal out of root, dotfiles, directories
 * and missing files are all a plain 404.
 */
export function serveStaticFolder(app: FastifyInstance, options: StaticFolderOptions): void {
  app.get(`${options.prefix}*`, async (request, reply) => {
    // The raw (still encoded) path after the prefix: send decodes it once and rejects traversal.
    const pathname = (request.url.split('?')[0] ?? '').slice(options.prefix.length - 1);
    const result = await send(request.raw, pathname, {
      root: options.root,
      dotfiles: 'deny',
      index: false,
      maxAge: options.maxAge,
      immutable: options.immutable ?? false,
    });
    if (
      result.type === 'directory' ||
      (result.type === 'error' && (result.statusCode === 404 || result.statusCode === 403))
    ) {
      result.stream.destroy();
      throw new AppError('not_found');
    }
    reply.status(result.statusCode).headers({ ...result.headers, ...options.headers });
    return reply.send(result.stream);
  });
}
