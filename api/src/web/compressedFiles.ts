import { readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg|map|txt)$/i;
/** Below this the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;
/** Memory for compressed copies; the built shell and remotes are a few megabytes. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** The best encoding the request accepts (br over gzip), ignoring q=0. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set(
    value
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** A one-off response body (HTML made per request): fast settings, it is not kept. */
export function compressText(text: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(text, { level: 6 });
}

export function isCompressible(path: string, stat: Stats): boolean {
  return COMPRESSIBLE.test(path) && stat.size >= MIN_BYTES;
}

/**
 * Compressed copies of static files, made on first request and kept while the file is unchanged (size and
 * mtime): members on slow networks download the shell and remotes at a third of their size, without a
 * build step or a proxy. Oldest copies are dropped beyond MAX_CACHED_BYTES.
 *
 * Why not @fastify/static with `preCompressed` (.br/.gz written beside each file): measured on the real server,
 * a 130 KB remote chunk, autocannon 50 connections, ours and the plugin's interleaved, three runs on a shared
 * 2-core machine: br 1132/1038/630 vs 582/717/354 req/s (plugin 0.51–0.69×, p99 113–568 vs 135–672 ms), gzip
 * 967/1066/1019 vs 920/784/796 req/s (0.73–0.95×). It opens and streams a file per request and checks the
 * path's spelling on disk; these bytes come from memory. (@fastify/compress would compress every response.)
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  get(path: string, stat: Stats, encoding: ContentEncoding): Promise<Buffer> {
    const key = `${encoding}:${path}:${stat.size}:${stat.mtimeMs}`;
    const cached = this.entries.get(key);
    if (cached) return cached;
    const made = readFile(path).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipAsync(raw, { level: 9 }),
    );
    this.entries.set(key, made);
    made.then(
      (buffer) => this.remember(key, buffer.length),
      () => this.entries.delete(key),
    );
    return made;
  }

  private remember(key: string, size: number): void {
    this.sizes.set(key, size);
    this.total += size;
    for (const [oldest, oldestSize] of this.sizes) {
      if (this.total <= MAX_CACHED_BYTES) break;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
      this.total -= oldestSize;
    }
  }
}
