import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DecodedImage } from './decodeImageDataUrl';

/** Uploads live under `${dataDir}/uploads` and are served read-only at this prefix (uploadRoutes). */
export const UPLOADS_URL_PREFIX = '/uploads/';
const AVATARS = 'avatars';
/** Names this module gives files: random, so a URL cannot be guessed, and never a path. */
const STORED_AVATAR = /^\/uploads\/avatars\/([A-Za-z0-9_-]{22}\.(?:jpg|png|gif|webp))$/;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes the image under a new random name; answers its URL path (`/uploads/avatars/<name>.<ext>`). */
export async function saveAvatar(dataDir: string, image: DecodedImage): Promise<string> {
  const folder = path.join(uploadsDir(dataDir), AVATARS);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('base64url')}.${image.type.extension}`;
  // 'wx': a name is never reused, so a cached (immutable) URL never changes content.
  await writeFile(path.join(folder, name), image.bytes, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${AVATARS}/${name}`;
}

/** Deletes an avatar this module stored (anything else, such as an external URL, is left alone). */
export async function deleteAvatar(dataDir: string, url: string | undefined): Promise<void> {
  const name = url ? STORED_AVATAR.exec(url)?.[1] : undefined;
  if (!name) return;
  await unlink(path.join(uploadsDir(dataDir), AVATARS, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
