import { UPLOAD_LIMIT_BYTES } from '../validation/fieldMessages';

/** What the API stores (it checks the bytes themselves too): the browser's type of a chosen file. */
export const IMAGE_UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const VIDEO_UPLOAD_TYPES: readonly string[] = ['video/mp4', 'video/webm', 'video/quicktime'];

/** Why a chosen file is not sent, each a spec §5 upload message: empty, a type not taken, over the limit. */
export type UploadProblem = 'empty' | 'invalidType' | 'tooLarge';

export type UploadChoice = { dataUrl: string } | { problem: UploadProblem };

/** The file's bytes as a data URL, the form upload bodies carry. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file of one of `types` as the data URL a body sends, or what the API would answer for it: checked here
 * first, so a member on a slow connection does not send 15 MB to hear it is too large.
 */
export async function readUploadFile(file: File, types: readonly string[]): Promise<UploadChoice> {
  if (file.size === 0) return { problem: 'empty' };
  if (!types.includes(file.type)) return { problem: 'invalidType' };
  if (file.size > UPLOAD_LIMIT_BYTES) return { problem: 'tooLarge' };
  try {
    return { dataUrl: await readAsDataUrl(file) };
  } catch {
    // A file that vanished or cannot be read (moved, no permission) gave us nothing, as an empty one.
    return { problem: 'empty' };
  }
}
