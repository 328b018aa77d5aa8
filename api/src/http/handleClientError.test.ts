import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/testDatabase';

/** Writes `raw` on a fresh connection and reads the whole answer until the server closes it. */
function rawRequest(port: number, raw: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.end(raw);
  });
}

/** Status line and JSON body of a raw HTTP/1.1 answer. */
function parse(answer: string): { status: number; contentType: string | undefined; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  const contentType = headers.find((line) => /^content-type:/i.test(line))?.replace(/^content-type:\s*/i, '');
  return { status: Number(statusLine.split(' ')[1]), contentType, body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  it('answer raw bytes in the URL with 400 in our error shape', async () => {
    const answer = parse(
      await rawRequest(port, Buffer.from('GET /api/\x01\x7f HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1')),
    );
    expect(answer).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { error: { code: 'malformed_request', message: 'The request is not valid HTTP.' } },
    });
  });

  it('answer control characters in a header with 400 in our error shape', async () => {
    const answer = parse(await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01b\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'malformed_request', message: 'The request is not valid HTTP.' } });
  });

  it('answer a header over 16 KB with 431 in our error shape', async () => {
    const answer = parse(
      await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
  });
});
