import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES, formatMegabytes } from '@stride/shared/accounts';
import { AppError } from '../errors/AppError';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../uploads/avatarFiles';
import type { DecodedImage } from '../uploads/decodeImageDataUrl';
import { detectImageType } from '../uploads/detectImageType';

const FORMS = 'forms';
/** Names saveFormImage gives files: random, so a URL cannot be guessed, and never a path. */
const STORED_FORM_IMAGE = /^\/uploads\/forms\/([A-Za-z0-9_-]{22}\.(?:jpg|png|gif|webp))$/;

export function imageTooLarge(field: string): AppError {
  return new AppError('image_too_large', UPLOAD_MESSAGES.imageTooLarge(formatMegabytes(UPLOAD_LIMIT_BYTES)), { field });
}

/**
 * A file sent as a multipart part, with the checks and messages a data URL gets (decodeImageDataUrl): empty,
 * over 15 MB, or not a JPEG, PNG, GIF or WebP by its first bytes.
 */
export function imageFromBytes(bytes: Buffer, field: string): DecodedImage {
  if (bytes.length === 0) throw new AppError('image_empty', UPLOAD_MESSAGES.empty, { field });
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw imageTooLarge(field);
  const type = detectImageType(bytes);
  if (!type) throw new AppError('invalid_image_type', UPLOAD_MESSAGES.invalidImageType, { field });
  return { bytes, type };
}

/** Writes a submission's image under a new random name; answers its URL (`/uploads/forms/<name>.<ext>`). */
export async function saveFormImage(dataDir: string, image: DecodedImage): Promise<string> {
  const folder = path.join(uploadsDir(dataDir), FORMS);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('base64url')}.${image.type.extension}`;
  // 'wx': a name is never reused, so a cached (immutable) URL never changes content.
  await writeFile(path.join(folder, name), image.bytes, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${FORMS}/${name}`;
}

/** Deletes images this module stored; anything else (a missing file, another URL) is left alone. */
export async function deleteFormImages(dataDir: string, urls: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const name = url ? STORED_FORM_IMAGE.exec(url)?.[1] : undefined;
      if (!name) return;
      await unlink(path.join(uploadsDir(dataDir), FORMS, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }),
  );
}
