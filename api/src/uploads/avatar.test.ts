import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import type { UserRow } from '../db/schema';
import {
  addMember,
  call,
  createAuthTestApp,
  sessionFor,
  type AuthTestApp,
  type Session,
} from '../../test/authTestSupport';

// The member gets a real password hash, and the large bodies take a moment to build and parse.
jest.setTimeout(60_000);

let t: AuthTestApp;
let member: UserRow;
let session: Session;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  t = await createAuthTestApp();
  member = await addMember(t.db, t.alphaId, 'face@alpha.test', { name: 'Face Person', password: 'long enough' });
  session = await sessionFor(t.db, member);
});
afterAll(() => t.close());

const upload = (avatar: unknown) => call(t, 'PUT', '/auth/update_avatar', { session, body: { avatar } });

function fileOf(url: string): string {
  return path.join(t.dataDir, url);
}

describe('PUT /api/auth/update_avatar', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])('stores a %s and serves it read-only at its URL', async (_type, bytes, extension, contentType) => {
    const res = await upload(dataUrl(bytes, 'image/whatever'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().avatar_urls.original;
    expect(Object.keys(res.json())).toEqual(['avatar_urls']);
    expect(url).toMatch(new RegExp(`^/uploads/avatars/[A-Za-z0-9_-]{22}\\.${extension}$`));

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('becomes the member avatar, and the previous file is deleted', async () => {
    const first = (await upload(dataUrl(PNG))).json().avatar_urls.original;
    const second = (await upload(dataUrl(JPEG))).json().avatar_urls.original;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const verify = await call(t, 'POST', '/auth/verify', { session });
    expect(verify.json().user.avatarUrls).toEqual({ original: second });
  });

  it('accepts an image of exactly 15 MB', async () => {
    const bytes = Buffer.alloc(UPLOAD_LIMIT_BYTES);
    PNG.copy(bytes);
    const res = await upload(dataUrl(bytes));
    expect(res.statusCode).toBe(200);
  });

  it('answers an image one byte over 15 MB with 413 "Image too large. Max size 15 MB"', async () => {
    const bytes = Buffer.alloc(UPLOAD_LIMIT_BYTES + 1);
    PNG.copy(bytes);
    const res = await upload(dataUrl(bytes));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'image_too_large',
      message: 'Image too large. Max size 15 MB',
      field: 'avatar',
    });
  });

  it('answers a body far over the limit with the same clean 413', async () => {
    const res = await upload(`data:image/png;base64,${'A'.repeat(30 * 1024 * 1024)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'image_too_large', message: 'Image too large. Max size 15 MB' });
  });

  it('answers an empty file with 400 "File is empty"', async () => {
    const res = await upload('data:image/png;base64,');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'image_empty', message: 'File is empty', field: 'avatar' });
  });

  it.each([
    ['HTML labelled as PNG', dataUrl(Buffer.from('<html><script>alert(1)</script></html>'))],
    ['an SVG', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')],
    ['a PDF', dataUrl(Buffer.from('%PDF-1.7\n'), 'application/pdf')],
  ])('answers %s with 415 "Invalid image type"', async (_case, avatar) => {
    const res = await upload(avatar);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'invalid_image_type', message: 'Invalid image type', field: 'avatar' });
  });

  it.each([
    ['no avatar', undefined, 'Field is required.'],
    ['a number', 5, 'Field is required.'],
  ])('answers %s with 400 and the field', async (_case, avatar, message) => {
    const res = await call(t, 'PUT', '/auth/update_avatar', { session, body: avatar === undefined ? {} : { avatar } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field: 'avatar' });
  });

  it('answers a string that is not a data URL with 400', async () => {
    const res = await upload('https://example.test/me.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'avatar' });
  });
});

describe('GET /uploads/*', () => {
  it.each([
    '/uploads/avatars/missing.png',
    '/uploads/../../etc/passwd',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/avatars/',
  ])('answers %s with 404 in the error shape', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves nothing but GET and HEAD', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/uploads/avatars/x.png', payload: 'x' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
