import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import { JPEG, PNG, createFormTestApp, dataUrl, type FormSession, type FormTestApp } from './formTestApp';
import { MAX_IMAGE_FILES } from './multipartBodyReader';

// Bodies of 15 MB and more take a moment to build and parse.
jest.setTimeout(60_000);

let t: FormTestApp;
let member: FormSession;
let photoFormId: string;

beforeAll(async () => {
  t = await createFormTestApp();
  member = await t.signIn('member@studio.test');
  photoFormId = await t.formId('progress-photo');
});
afterAll(() => t.close());

const IMAGE_URL = /^\/uploads\/forms\/[A-Za-z0-9_-]{22}\.(png|jpg)$/;
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function photoValues(images: { front?: string | null; side?: string | null } = {}, caption: string | null = null) {
  return [
    { form_field_id: 'front', value: null, image: images.front ?? null },
    { form_field_id: 'side', value: null, image: images.side ?? null },
    { form_field_id: 'caption', value: caption },
  ];
}

const submitPhotos = (body: unknown) => t.call('POST', `/forms/${photoFormId}/submit`, member, { body });

type PhotoField = 'front' | 'side' | 'caption';

function imagesOf(res: { json(): { submission: { values: Array<{ form_field_id: string; image: string | null }> } } }) {
  return Object.fromEntries(res.json().submission.values.map((value) => [value.form_field_id, value.image])) as Record<
    PhotoField,
    string | null
  >;
}

const fileOf = (url: string) => path.join(t.dataDir, url);
const storedFiles = () => {
  const folder = path.join(t.dataDir, 'uploads', 'forms');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

/** A multipart body as a browser's FormData sends it: the JSON `payload`, and files named by their field. */
async function multipart(parts: Array<[name: string, value: string | Buffer]>) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${name}.png`);
  }
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function sendMultipart(method: 'POST' | 'PUT', url: string, parts: Array<[string, string | Buffer]>) {
  const { body, headers } = await multipart(parts);
  return t.call(method, url, member, { body, headers });
}

describe('image answers sent as data URLs', () => {
  it('stores a PNG and a JPEG by their content and serves them read-only at their URLs', async () => {
    const res = await submitPhotos({
      submitted_values: photoValues({ front: dataUrl(PNG), side: dataUrl(JPEG, 'image/png') }),
    });
    expect(res.statusCode).toBe(201);
    const { front, side } = imagesOf(res);
    expect(front).toMatch(IMAGE_URL);
    expect(front!.endsWith('.png')).toBe(true);
    expect(side!.endsWith('.jpg')).toBe(true);
    const served = await t.app.inject({ url: front! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks for a required image', async () => {
    const res = await submitPhotos({ submitted_values: photoValues({ side: dataUrl(PNG) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'Field is required.',
      field: 'submitted_values.front',
    });
  });

  it('accepts an image of exactly 15 MB', async () => {
    const bytes = Buffer.alloc(UPLOAD_LIMIT_BYTES);
    PNG.copy(bytes);
    const res = await submitPhotos({ submitted_values: photoValues({ front: dataUrl(bytes) }) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an empty image', 'data:image/png;base64,', 400, 'image_empty', 'File is empty'],
    ['HTML labelled as PNG', dataUrl(HTML), 415, 'invalid_image_type', 'Invalid image type'],
    [
      'an SVG',
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      415,
      'invalid_image_type',
      'Invalid image type',
    ],
    [
      'an image one byte over 15 MB',
      dataUrl(Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - PNG.length)])),
      413,
      'image_too_large',
      'Image too large. Max size 15 MB',
    ],
  ])('answers %s with the spec §5 upload message beside the field', async (_case, image, status, code, message) => {
    const before = storedFiles();
    const res = await submitPhotos({ submitted_values: photoValues({ front: image }) });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual({ code, message, field: 'submitted_values.front' });
    expect(storedFiles()).toBe(before);
  });

  it('answers a body far over the limit with the same clean 413', async () => {
    const res = await submitPhotos({
      submitted_values: photoValues({ front: `data:image/png;base64,${'A'.repeat(30 * 1024 * 1024)}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'image_too_large',
      message: 'Image too large. Max size 15 MB',
      field: 'submitted_values',
    });
  });

  it('refuses text in an image field that is not an image of the submission', async () => {
    const res = await submitPhotos({
      submitted_values: [{ form_field_id: 'front', value: '/uploads/forms/somebody-elses.png' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'submitted_values.front' });
  });
});

describe('multipart submissions', () => {
  const url = () => `/forms/${photoFormId}/submit`;

  it('takes the JSON body as the payload part and images as files named by their field', async () => {
    const res = await sendMultipart('POST', url(), [
      ['payload', JSON.stringify({ submitted_values: photoValues({}, 'Week 3') })],
      ['front', PNG],
      ['side', JPEG],
    ]);
    expect(res.statusCode).toBe(201);
    const { front, side, caption } = imagesOf(res);
    expect(caption).toBeNull();
    expect(res.json().submission.values[2].value).toBe('Week 3');
    expect((await t.app.inject({ url: front! })).rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: side! })).rawPayload.equals(JPEG)).toBe(true);
  });

  it('validates the payload like a JSON body', async () => {
    const required = await sendMultipart('POST', url(), [
      ['payload', JSON.stringify({ submitted_values: photoValues() })],
    ]);
    expect(required.statusCode).toBe(400);
    expect(required.json().error).toMatchObject({ message: 'Field is required.', field: 'submitted_values.front' });
    const malformed = await sendMultipart('POST', url(), [['payload', JSON.stringify({ submitted_values: 'all' })]]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'invalid_input', field: 'submitted_values' });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'image_empty', 'File is empty'],
    ['a file that is not an image', HTML, 415, 'invalid_image_type', 'Invalid image type'],
    [
      'a file one byte over 15 MB',
      Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - PNG.length)]),
      413,
      'image_too_large',
      'Image too large. Max size 15 MB',
    ],
  ])('answers %s with the spec §5 upload message beside the field', async (_case, bytes, status, code, message) => {
    const res = await sendMultipart('POST', url(), [
      ['payload', JSON.stringify({ submitted_values: photoValues() })],
      ['front', bytes],
    ]);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual({ code, message, field: 'submitted_values.front' });
  });

  it('refuses a file for a field that is not an image field, or not part of the form', async () => {
    const payload = JSON.stringify({ submitted_values: photoValues({ front: null }) });
    const caption = await sendMultipart('POST', url(), [
      ['payload', payload],
      ['front', PNG],
      ['caption', PNG],
    ]);
    expect(caption.statusCode).toBe(400);
    expect(caption.json().error).toEqual({
      code: 'invalid_input',
      message: 'Only an image field takes a file',
      field: 'submitted_values.caption',
    });
    const unknown = await sendMultipart('POST', url(), [
      ['payload', payload],
      ['front', PNG],
      ['back', PNG],
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('These fields are not part of the form: back');
  });

  it('refuses an image sent both as a file and as a data URL', async () => {
    const res = await sendMultipart('POST', url(), [
      ['payload', JSON.stringify({ submitted_values: photoValues({ front: dataUrl(PNG) }) })],
      ['front', PNG],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('submitted_values.front');
  });

  it(`refuses more than ${MAX_IMAGE_FILES} files at once`, async () => {
    const files = Array.from({ length: MAX_IMAGE_FILES + 1 }, (_, i): [string, Buffer] => [`file${i}`, PNG]);
    const res = await sendMultipart('POST', url(), [['payload', JSON.stringify({ submitted_values: [] })], ...files]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it.each([
    ['no payload part', [['front', PNG]]],
    [
      'a payload that is not JSON',
      [
        ['payload', '{"submitted_values": ['],
        ['front', PNG],
      ],
    ],
    [
      'a part of another name',
      [
        ['payload', JSON.stringify({ submitted_values: [] })],
        ['note', 'hello'],
      ],
    ],
    [
      'two payload parts',
      [
        ['payload', '{}'],
        ['payload', '{}'],
      ],
    ],
    [
      'the same field twice',
      [
        ['payload', JSON.stringify({ submitted_values: [] })],
        ['front', PNG],
        ['front', PNG],
      ],
    ],
  ] as Array<[string, Array<[string, string | Buffer]>]>)('answers %s with a 400', async (_case, parts) => {
    const res = await sendMultipart('POST', url(), parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^invalid_(input|json)$/);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n')],
    [
      'cut short',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"submit'),
    ],
    ['that is not multipart at all', 'multipart/form-data; boundary=x', Buffer.from('just some bytes')],
  ])('answers a body %s with a 400, never a 500', async (_case, contentType, body) => {
    const res = await t.call('POST', url(), member, { body, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(400);
  });
});

describe('images of an edited or deleted submission', () => {
  async function submitted() {
    const res = await submitPhotos({ submitted_values: photoValues({ front: dataUrl(PNG), side: dataUrl(JPEG) }) });
    const { submission } = res.json();
    return { id: submission.submission_id as string, ...imagesOf(res) };
  }
  const valuesUrl = (id: string) => `/forms/${photoFormId}/submissions/${id}/values`;
  const edit = (id: string, submission_values: unknown) =>
    t.call('PUT', valuesUrl(id), member, { body: { submission_values } });

  it('keeps an image whose URL is sent back, and replaces one sent anew, deleting the old file', async () => {
    const before = await submitted();
    const kept = await edit(before.id, [{ form_field_id: 'front', value: before.front }]);
    expect(kept.statusCode).toBe(200);
    expect(imagesOf(kept)).toMatchObject({ front: before.front, side: before.side });

    const replaced = await edit(before.id, [{ form_field_id: 'front', value: null, image: dataUrl(JPEG) }]);
    expect(replaced.statusCode).toBe(200);
    const after = imagesOf(replaced);
    expect(after.front).toMatch(IMAGE_URL);
    expect(after.front).not.toBe(before.front);
    expect(after.side).toBe(before.side);
    expect(existsSync(fileOf(before.front!))).toBe(false);
    expect((await t.app.inject({ url: before.front! })).statusCode).toBe(404);
    expect(existsSync(fileOf(after.front!))).toBe(true);
  });

  it('refuses an image URL that is not the one kept', async () => {
    const mine = await submitted();
    const other = await submitted();
    const res = await edit(mine.id, [{ form_field_id: 'front', value: other.front }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('submission_values.front');
  });

  it('deletes the file of an optional image the member removes, and keeps a required one', async () => {
    const before = await submitted();
    const removed = await edit(before.id, [{ form_field_id: 'side', value: null }]);
    expect(imagesOf(removed).side).toBeNull();
    expect(existsSync(fileOf(before.side!))).toBe(false);
    const required = await edit(before.id, [{ form_field_id: 'front', value: null }]);
    expect(required.statusCode).toBe(400);
    expect(required.json().error).toMatchObject({ message: 'Field is required.', field: 'submission_values.front' });
    expect(existsSync(fileOf(before.front!))).toBe(true);
  });

  it('takes a new image as a multipart file', async () => {
    const before = await submitted();
    const res = await sendMultipart('PUT', valuesUrl(before.id), [
      ['payload', JSON.stringify({ submission_values: [{ form_field_id: 'side', value: null }] })],
      ['side', PNG],
    ]);
    expect(res.statusCode).toBe(200);
    const after = imagesOf(res);
    expect(after.front).toBe(before.front);
    expect(after.side!.endsWith('.png')).toBe(true);
    expect(existsSync(fileOf(before.side!))).toBe(false);
  });

  it('deletes the images with the submission', async () => {
    const { id, front, side } = await submitted();
    const res = await t.call('DELETE', `/forms/${photoFormId}/submissions/${id}`, member);
    expect(res.statusCode).toBe(204);
    expect(existsSync(fileOf(front!))).toBe(false);
    expect(existsSync(fileOf(side!))).toBe(false);
  });
});
