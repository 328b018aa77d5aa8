import { createTestApp, type TestApp } from '../test/testDatabase';
import type { LogLevel } from './config/loadServerConfig';

/** The real app with its logger writing into an array, one parsed JSON object per line. */
async function appLoggingAt(level: LogLevel): Promise<{ testApp: TestApp; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const testApp = await createTestApp({ logger: { level, stream } });
  return { testApp, lines };
}

describe('request logging', () => {
  let testApp: TestApp;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ testApp, lines } = await appLoggingAt('info'));
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('logs each request with its URL minus the session parameters of a sign-in link', async () => {
    await testApp.app.inject({
      url: '/welcome?user_email=sam%40x.test&user_token=SECRET-QUERY-TOKEN&utm=mail',
      headers: { accept: 'text/html' },
    });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/welcome?utm=mail' });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('SECRET-QUERY-TOKEN');
    expect(logged).not.toContain('sam%40x.test');
  });

  it('never logs the X-User-Token or X-User-Email header, nor a token in a URL the router rejects', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'x-user-email': 'sam@x.test', 'x-user-token': 'SECRET-HEADER-TOKEN' },
    });
    await testApp.app.inject({ url: '/api/__/%E0%A4%A/index.json?user_token=SECRET-BAD-URL' });
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('SECRET-HEADER-TOKEN');
    expect(logged).not.toContain('sam@x.test');
    expect(logged).not.toContain('SECRET-BAD-URL');
  });
});

describe('the log level', () => {
  it('at warn, leaves ordinary requests out of the log', async () => {
    const { testApp, lines } = await appLoggingAt('warn');
    try {
      await testApp.app.inject({ url: '/healthz' });
      expect(lines).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
