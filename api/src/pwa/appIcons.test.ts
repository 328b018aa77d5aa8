import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLogo } from './appIcons';

describe('the logo an app icon is drawn from', () => {
  let server: Server;
  let requests = 0;
  let url: string;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest/meta-data`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is never fetched from an address: a visitor asking for an icon cannot make the server read one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-logo-'));
    expect(await loadLogo(url, dataDir)).toBeNull();
    expect(requests).toBe(0);
  });

  it('is read from an inline data URL', async () => {
    const png = Buffer.from('89504e47', 'hex');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-logo-'));
    expect(await loadLogo(`data:image/png;base64,${png.toString('base64')}`, dataDir)).toEqual(png);
  });
});
