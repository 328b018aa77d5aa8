import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '@stride/shared/accounts';
import { IMAGE_LIMIT } from './translateFormMessage';

/** What the API stores (it checks the bytes themselves too): the browser's type for a chosen file. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type ImageChoice = { dataUrl: string } | { error: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen image as the data URL submit sends, or the spec §5 message that the API would answer for it: checked
 * here first so a member on a slow connection does not send 15 MB to hear it is too large.
 */
export async function readImageFile(file: File): Promise<ImageChoice> {
  if (file.size === 0) return { error: UPLOAD_MESSAGES.empty };
  if (!IMAGE_TYPES.includes(file.type)) return { error: UPLOAD_MESSAGES.invalidImageType };
  if (file.size > UPLOAD_LIMIT_BYTES) return { error: UPLOAD_MESSAGES.imageTooLarge(IMAGE_LIMIT) };
  try {
    return { dataUrl: await readAsDataUrl(file) };
  } catch {
    // A file that vanished or cannot be read (moved, no permission) gave us nothing, as an empty one.
    return { error: UPLOAD_MESSAGES.empty };
  }
}
