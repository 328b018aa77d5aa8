import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES, formatMegabytes } from '@stride/shared/accounts';
import { AppError } from '../errors/AppError';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../uploads/avatarFiles';
import { decodeImageDataUrl } from '../uploads/decodeImageDataUrl';

const MESSAGES = 'messages';
/** Names saveMessageFile gives files: random, so a URL cannot be guessed, and never a path. */
const STORED_FILE = /^\/uploads\/messages\/([A-Za-z0-9_-]{22}\.(?:jpg|png|gif|webp|mp4|mov|webm))$/;
const HEADER_PATTERN = /^data:[^,;]*(?:;[^,;]*)*;base64$/i;
const HEADER_MAX_LENGTH = 200;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

export type VideoExtension = 'mp4' | 'mov' | 'webm';

/** A file of a message, checked and ready to store. */
export interface MessageFile {
  bytes: Buffer;
  extension: string;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/**
 * The video type the file's first bytes prove, or null: an ISO media file (MP4, or QuickTime by its `qt  ` brand)
 * has `ftyp` at byte 4; a WebM file starts with the EBML magic number. The declared type is never trusted.
 */
export function detectVideoType(bytes: Uint8Array): VideoExtension | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return ascii(bytes, 8, 4) === 'qt  ' ? 'mov' : 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  return null;
}

/**
 * A video from a `data:video/…;base64,…` URL with the upload rules of spec §5: 400 "File is empty", 413 "Video too
 * large. Max size 15 MB", 415 invalid_video_type for anything but MP4, QuickTime or WebM by content.
 */
export function decodeVideoDataUrl(dataUrl: string, field: string): MessageFile {
  const comma = dataUrl.indexOf(',');
  const header = comma >= 0 && comma <= HEADER_MAX_LENGTH ? dataUrl.slice(0, comma) : '';
  if (!HEADER_PATTERN.test(header))
    throw new AppError('invalid_input', 'Send the video as a data URL: data:video/…;base64,…', { field });
  const base64 = dataUrl.slice(comma + 1);
  if (base64.length === 0) throw new AppError('image_empty', UPLOAD_MESSAGES.empty, { field });
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > UPLOAD_LIMIT_BYTES)
    throw new AppError('video_too_large', UPLOAD_MESSAGES.videoTooLarge(formatMegabytes(UPLOAD_LIMIT_BYTES)), {
      field,
    });
  if (base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64))
    throw new AppError('invalid_video_type', undefined, { field });
  const bytes = Buffer.from(base64, 'base64');
  const extension = detectVideoType(bytes);
  if (!extension) throw new AppError('invalid_video_type', undefined, { field });
  return { bytes, extension };
}

/** An image from a data URL with the upload rules of spec §5 (decodeImageDataUrl). */
export function decodeMessageImage(dataUrl: string, field: string): MessageFile {
  const image = decodeImageDataUrl(dataUrl, field);
  return { bytes: image.bytes, extension: image.type.extension };
}

/** Writes a message's file under a new random name; answers its URL (`/uploads/messages/<name>.<ext>`) and id. */
export async function saveMessageFile(dataDir: string, file: MessageFile): Promise<{ url: string; id: string }> {
  const folder = path.join(uploadsDir(dataDir), MESSAGES);
  await mkdir(folder, { recursive: true });
  const id = randomBytes(16).toString('base64url');
  const name = `${id}.${file.extension}`;
  // 'wx': a name is never reused, so a cached (immutable) URL never changes content.
  await writeFile(path.join(folder, name), file.bytes, { flag: 'wx' });
  return { url: `${UPLOADS_URL_PREFIX}${MESSAGES}/${name}`, id };
}

/** Deletes files this module stored (a deleted message's); anything else is left alone. */
export async function deleteMessageFiles(dataDir: string, urls: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const name = url ? STORED_FILE.exec(url)?.[1] : undefined;
      if (!name) return;
      await unlink(path.join(uploadsDir(dataDir), MESSAGES, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }),
  );
}
