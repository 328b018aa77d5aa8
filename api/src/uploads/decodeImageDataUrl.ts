import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES, formatMegabytes } from '@stride/shared/accounts';
import { AppError } from '../errors/AppError';
import { detectImageType, type ImageType } from './detectImageType';

export interface DecodedImage {
  bytes: Buffer;
  type: ImageType;
}

/** `data:<anything>;base64,` — the header is short; the declared type is ignored (the content decides). */
const HEADER_PATTERN = /^data:[^,;]*(?:;[^,;]*)*;base64$/i;
const HEADER_MAX_LENGTH = 200;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 text of this length decodes to. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * An uploaded image from a `data:image/…;base64,…` URL, with the messages of spec §5: 400 image_empty
 * "File is empty", 413 image_too_large "Image too large. Max size 15 MB", 415 invalid_image_type
 * "Invalid image type" for anything but JPEG, PNG, GIF or WebP by content. `field` names the input.
 */
export function decodeImageDataUrl(dataUrl: string, field: string): DecodedImage {
  const comma = dataUrl.indexOf(',');
  const header = comma >= 0 && comma <= HEADER_MAX_LENGTH ? dataUrl.slice(0, comma) : '';
  if (!HEADER_PATTERN.test(header))
    throw new AppError('invalid_input', 'Send the image as a data URL: data:image/…;base64,…', { field });
  const base64 = dataUrl.slice(comma + 1);
  if (base64.length === 0) throw new AppError('image_empty', UPLOAD_MESSAGES.empty, { field });
  if (decodedLength(base64) > UPLOAD_LIMIT_BYTES)
    throw new AppError('image_too_large', UPLOAD_MESSAGES.imageTooLarge(formatMegabytes(UPLOAD_LIMIT_BYTES)), {
      field,
    });
  if (base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64))
    throw new AppError('invalid_image_type', UPLOAD_MESSAGES.invalidImageType, { field });
  const bytes = Buffer.from(base64, 'base64');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('invalid_image_type', UPLOAD_MESSAGES.invalidImageType, { field });
  return { bytes, type };
}
