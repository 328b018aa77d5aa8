import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/AppError';
import type { ErrorCode } from '../errors/errorCodes';
import { acceptedEncoding, CompressedFiles, isCompressible } from './compressedFiles';

export interface StaticFolderOptions {
  /** URL prefix ending in "/", e.g. '/shell/'. */
  prefix: string;
  root: string;
  /** Max-age for Cache-Control; `immutable` adds the immutable directive (for content-hashed folders). */
  maxAge: string | number;
  immutable?: boolean;
  /** Extra response headers, e.g. CORS for files other origins load. */
  headers?: Record<string, string>;
  /** Serve text assets brotli- or gzip-compressed to clients that accept it. */
  compress?: boolean;
}

/**
 * send's error statuses as API error codes. Traversal out of root and dotfiles (403) are answered
 * like a missing file, so a probe learns nothing about what exists.
 */
const SEND_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  403: 'not_found',
  404: 'not_found',
  412: 'precondition_failed',
  416: 'range_not_satisfiable',
};

/**
 * GET (and HEAD) `${prefix}*` → a file under `root`. Every failure answers in the API's error shape,
 * never send's HTML page: traversal, dotfiles, directories and missing files are a 404, a malformed
 * path (NUL byte, bad escape) a 400, an unsatisfiable Range a 416 with its Content-Range.
 */
export function serveStaticFolder(app: FastifyInstance, options: StaticFolderOptions): void {
  const compressed = options.compress ? new CompressedFiles() : null;
  app.get(`${options.prefix}*`, { config: { shedLoad: false } }, async (request, reply) => {
    // The raw (still encoded) path after the prefix: send decodes it once and rejects traversal.
    const pathname = (request.url.split('?')[0] ?? '').slice(options.prefix.length - 1);
    const result = await send(request.raw, pathname, {
      root: options.root,
      dotfiles: 'deny',
      index: false,
      maxAge: options.maxAge,
      immutable: options.immutable ?? false,
    });
    // On errors too, so a page on another origin can read why its file failed.
    if (options.headers) void reply.headers(options.headers);
    if (result.type === 'directory') {
      result.stream.destroy();
      throw new AppError('not_found');
    }
    if (result.type === 'error') {
      result.stream.destroy();
      const code = SEND_ERROR_CODES[result.statusCode];
      // Anything else (EACCES, EMFILE…) is our fault: the error handler logs it and answers 500.
      if (code === undefined) throw result.metadata.error;
      const contentRange = result.headers['Content-Range'];
      if (code === 'range_not_satisfiable' && contentRange !== undefined)
        void reply.header('content-range', contentRange);
      throw new AppError(code, code === 'invalid_input' ? 'The file path is not valid' : undefined);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (compressed && result.statusCode === 200 && isCompressible(result.metadata.path, result.metadata.stat)) {
      // Caches must keep one copy per encoding, even of an uncompressed answer.
      void reply.header('vary', 'accept-encoding');
      if (encoding !== null && request.method === 'GET') {
        result.stream.destroy();
        const body = await compressed.get(result.metadata.path, result.metadata.stat, encoding);
        const { 'Content-Length': _length, ...headers } = result.headers;
        reply.status(200).headers({ ...headers, ...options.headers, 'content-encoding': encoding });
        return reply.send(body);
      }
    }
    reply.status(result.statusCode).headers({ ...result.headers, ...options.headers });
    return reply.send(result.stream);
  });
}
