import type { RemoteStatus } from '@stride/shared';
import { formatRemotesList } from './formatRemotesList';

const statuses: RemoteStatus[] = [
  {
    remote: 'mfe-content',
    stable: 'aaaaaaaaaaaa',
    canary: 'bbbbbbbbbbbb',
    canaryPercent: 25,
    versions: [
      {
        version: 'bbbbbbbbbbbb',
        url: 'https://cdn.example.com/content/b/remoteEntry.js',
        createdAt: '2025-11-21T06:00:00.000Z',
        failures: 3,
      },
      {
        version: 'aaaaaaaaaaaa',
        url: '/remotes/mfe-content/aaaaaaaaaaaa/remoteEntry.js',
        createdAt: '2025-11-21T05:40:12.345Z',
        failures: 1,
      },
    ],
  },
  { remote: 'mfe-auth', stable: null, canary: null, canaryPercent: 0, versions: [] },
];

describe('formatRemotesList', () => {
  const lines = formatRemotesList(statuses).split('\n');

  it('starts with a header and gives each remote its stable and canary@percent', () => {
    expect(lines[0]).toMatch(/^REMOTE\s+STABLE\s+CANARY$/);
    expect(lines[1]).toMatch(/^mfe-content\s+aaaaaaaaaaaa\s+bbbbbbbbbbbb@25%$/);
  });

  it('lists each version with its channel, created time, failure count and URL', () => {
    expect(lines[2]).toMatch(
      /^\s+bbbbbbbbbbbb\s+canary 25%\s+2025-11-21 06:00:00 UTC\s+3 failures\s+https:\/\/cdn\.example\.com\/content\/b\/remoteEntry\.js$/,
    );
    expect(lines[3]).toMatch(/^\s+aaaaaaaaaaaa\s+stable\s+2025-11-21 05:40:12 UTC\s+1 failure\s+\/remotes\//);
  });

  it('shows a remote that was never released', () => {
    expect(lines[4]).toMatch(/^mfe-auth\s+-\s+-$/);
    expect(lines[5]).toMatch(/^\s+\(no releases\)$/);
  });
});
