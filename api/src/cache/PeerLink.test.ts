import { recordingLog } from '../jobs/jobTestSupport';
import type { CacheInvalidation, CachePeerHandlers } from './CacheInvalidation';
import { OUTAGE_SWEEP_MS, PeerLink } from './PeerLink';

function recordingHandlers() {
  const applied: CacheInvalidation[] = [];
  const drops: string[] = [];
  const handlers: CachePeerHandlers = {
    apply: (message) => applied.push(message),
    dropAll: (reason) => drops.push(reason),
  };
  return { applied, drops, handlers };
}

describe('PeerLink', () => {
  afterEach(() => jest.useRealTimers());

  it("applies another process's message, and neither its own nor anything that is not an invalidation", () => {
    const { applied, handlers } = recordingHandlers();
    const log = recordingLog();
    const here = new PeerLink('here', handlers, log);
    const there = new PeerLink('there', recordingHandlers().handlers, log);
    const message: CacheInvalidation = { kind: 'member_data', userId: 'ann' };
    here.receive(there.encode(message));
    here.receive(here.encode({ kind: 'session', sessionId: 'own' }));
    here.receive('not json');
    here.receive(JSON.stringify({ from: 'there', sentAt: 1, message: { kind: 'everything' } }));
    expect(applied).toEqual([message]);
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('drops every cache once subscribed, and while down drops them at once and every second until it is back', () => {
    jest.useFakeTimers();
    const { drops, handlers } = recordingHandlers();
    const link = new PeerLink('here', handlers, recordingLog());
    link.connected();
    expect(drops).toEqual(['connected']);
    link.disconnected();
    // A second report of the same outage starts no second sweep.
    link.disconnected();
    expect(drops).toEqual(['connected', 'disconnected']);
    jest.advanceTimersByTime(2 * OUTAGE_SWEEP_MS);
    expect(drops).toEqual(['connected', 'disconnected', 'disconnected', 'disconnected']);
    link.connected();
    jest.advanceTimersByTime(2 * OUTAGE_SWEEP_MS);
    expect(drops).toEqual(['connected', 'disconnected', 'disconnected', 'disconnected', 'connected']);
  });

  it('drops its own caches when a publish fails, and logs why', () => {
    const { drops, handlers } = recordingHandlers();
    const log = recordingLog();
    new PeerLink('here', handlers, log).publishFailed(new Error('Redis is down'));
    expect(drops).toEqual(['publish_failed']);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'warn' })]);
  });

  it('starts no sweep for its own connections closing with the app', () => {
    jest.useFakeTimers();
    const { drops, handlers } = recordingHandlers();
    const link = new PeerLink('here', handlers, recordingLog());
    link.connected();
    link.close();
    link.disconnected();
    jest.advanceTimersByTime(2 * OUTAGE_SWEEP_MS);
    expect(drops).toEqual(['connected']);
  });
});
