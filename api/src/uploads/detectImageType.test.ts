import { detectImageType } from './detectImageType';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpg', 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'png', 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'gif', 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'gif', 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp', 'image/webp'],
  ])('recognises %s by its first bytes', (_name, content, extension, mimeType) => {
    expect(detectImageType(content)).toEqual({ extension, mimeType });
  });

  it.each([
    ['an empty file', bytes()],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});
