import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import { AppError } from '../errors/AppError';
import { decodeImageDataUrl } from './decodeImageDataUrl';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function failure(dataUrl: string): AppError {
  try {
    decodeImageDataUrl(dataUrl, 'avatar');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeImageDataUrl', () => {
  it('decodes an image and judges its type by content, not by the declared one', () => {
    const image = decodeImageDataUrl(`data:image/jpeg;base64,${PNG.toString('base64')}`, 'avatar');
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(image.type.extension).toBe('png');
  });

  it('accepts data URL parameters before base64', () => {
    expect(
      decodeImageDataUrl(`data:image/png;name=me.png;base64,${PNG.toString('base64')}`, 'avatar').type.mimeType,
    ).toBe('image/png');
  });

  it('answers an empty image with "File is empty"', () => {
    expect(failure('data:image/png;base64,')).toMatchObject({
      code: 'image_empty',
      status: 400,
      message: 'File is empty',
      field: 'avatar',
    });
  });

  it('answers an image over 15 MB with "Image too large. Max size 15 MB", before decoding it', () => {
    const tooBig = 'A'.repeat(Math.ceil((UPLOAD_LIMIT_BYTES + 1) / 3) * 4);
    expect(failure(`data:image/png;base64,${tooBig}`)).toMatchObject({
      code: 'image_too_large',
      status: 413,
      message: 'Image too large. Max size 15 MB',
    });
  });

  it.each([
    ['text', `data:image/png;base64,${Buffer.from('hello world!').toString('base64')}`],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg></svg>').toString('base64')}`],
    ['broken base64', 'data:image/png;base64,iVBOR*w0KGgo='],
  ])('answers %s with "Invalid image type"', (_case, dataUrl) => {
    expect(failure(dataUrl)).toMatchObject({ code: 'invalid_image_type', status: 415, message: 'Invalid image type' });
  });

  it.each([
    ['a plain string', 'x'],
    ['a URL', 'https://example.test/me.png'],
    ['a data URL that is not base64', 'data:image/png,rawbytes'],
  ])('answers %s with 400 invalid_input', (_case, dataUrl) => {
    expect(failure(dataUrl)).toMatchObject({ code: 'invalid_input', status: 400, field: 'avatar' });
  });
});
