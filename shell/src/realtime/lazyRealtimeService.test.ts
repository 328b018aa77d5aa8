import { fakeRealtime } from '@stride/shared/testing';
import { lazyRealtimeService, REALTIME_LOAD_RETRY_MS } from './lazyRealtimeService';

describe('lazyRealtimeService', () => {
  it('loads the connection on the first listener only and passes listeners on', async () => {
    const inner = fakeRealtime();
    const load = jest.fn(async () => inner);
    const service = lazyRealtimeService(load);
    const first = jest.fn();
    const second = jest.fn();
    service.subscribe('private-user-1', 'a', first);
    service.subscribe('private-thread-1', 'b', second);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    inner.emit('private-user-1', 'unread-changed', {
      has_unread: true,
      unread_count: 1,
      thread_id: 't',
      message_ts: 1,
    });
    expect(first).toHaveBeenCalledWith('unread-changed', expect.objectContaining({ has_unread: true }));
    expect(second).not.toHaveBeenCalled();
  });

  it('drops a listener that left before the connection loaded', async () => {
    const inner = fakeRealtime();
    const service = lazyRealtimeService(async () => inner);
    const unsubscribe = service.subscribe('private-user-1', 'a', jest.fn());
    unsubscribe();
    await Promise.resolve();
    await Promise.resolve();
    expect(inner.channels()).toEqual([]);
  });

  it('refuses a listener without an id (spec §5)', () => {
    const service = lazyRealtimeService(async () => fakeRealtime());
    expect(() => service.subscribe('private-user-1', '', jest.fn())).toThrow('ID required to identify callbacks');
  });

  it('tries again later after a failed load, and the waiting listener is then served', async () => {
    jest.useFakeTimers();
    try {
      const inner = fakeRealtime();
      const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
      const service = lazyRealtimeService(load);
      service.subscribe('c', 'a', jest.fn());
      await jest.advanceTimersByTimeAsync(0);
      expect(inner.channels()).toEqual([]);
      await jest.advanceTimersByTimeAsync(REALTIME_LOAD_RETRY_MS);
      expect(load).toHaveBeenCalledTimes(2);
      expect(inner.channels()).toEqual(['c']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops trying for a listener that left', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn().mockRejectedValue(new Error('offline'));
      const unsubscribe = lazyRealtimeService(load).subscribe('c', 'a', jest.fn());
      await jest.advanceTimersByTimeAsync(0);
      unsubscribe();
      await jest.advanceTimersByTimeAsync(REALTIME_LOAD_RETRY_MS * 3);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
