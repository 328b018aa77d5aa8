import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { serveStaticFolder } from '../web/serveStaticFolder';
import { UPLOADS_URL_PREFIX, uploadsDir } from './avatarFiles';

/**
 * GET /uploads/*: members' uploaded files, read-only. Names are random and never reused, so they are
 * cached for a year; nosniff and a sandboxing CSP keep a file from ever running as a page.
 */
export async function uploadRoutes(app: FastifyInstance, { dataDir }: { dataDir: string }): Promise<void> {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  serveStaticFolder(app, {
    prefix: UPLOADS_URL_PREFIX,
    root,
    maxAge: '365d',
    immutable: true,
    headers: {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
