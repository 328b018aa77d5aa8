import { ApiError, type ActivityBody } from '@stride/shared';
import { ActivityReporter, FLUSH_DELAY_MS, MAX_QUEUED } from './ActivityReporter';

const TS = '2026-11-28T10:00:00.000Z';
const view = (path: string): ActivityBody => ({ activity_type: 'page_viewed', data: { path }, ts: TS });

function setUp(send: jest.Mock = jest.fn().mockResolvedValue(undefined)) {
  const idle: (() => void)[] = [];
  const reporter = new ActivityReporter({ send, whenIdle: (task) => idle.push(task) });
  const runIdle = async () => {
    for (const task of idle.splice(0)) task();
    await Promise.resolve();
  };
  return { reporter, send, runIdle };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ActivityReporter', () => {
  it('sends nothing at once, then every report of the next few seconds together when the browser is idle', async () => {
    const { reporter, send, runIdle } = setUp();
    await reporter.report(view('/a'));
    jest.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    await reporter.report(view('/b'));
    await runIdle();
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await runIdle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([view('/a'), view('/b')]);
    expect(reporter.pending()).toBe(0);
  });

  it('completes a report given as a function when it is sent, not when it is queued', async () => {
    const { reporter, send, runIdle } = setUp();
    let pageId: string | null = null;
    await reporter.report((): ActivityBody => ({
      ...view('/p'),
      data: pageId ? { path: '/p', page_id: pageId } : { path: '/p' },
    }));
    pageId = 'page-1';
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await runIdle();
    expect(send).toHaveBeenCalledWith([{ ...view('/p'), data: { path: '/p', page_id: 'page-1' } }]);
  });

  it('sends a full batch at once, and the rest later', async () => {
    const { reporter, send, runIdle } = setUp();
    for (let i = 0; i < 26; i += 1) await reporter.report(view(`/${i}`));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(25);
    await Promise.resolve();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await runIdle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual([view('/25')]);
  });

  it('keeps reports the network did not take for the next flush, and drops those the API refused', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(400, 'invalid_input', 'Invalid input'))
      .mockResolvedValue(undefined);
    const { reporter, runIdle } = setUp(send);
    await reporter.report(view('/offline'));
    await reporter.flush();
    expect(reporter.pending()).toBe(1);
    await reporter.flush();
    expect(reporter.pending()).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    await runIdle();
  });

  it('keeps at most MAX_QUEUED reports, the newest', async () => {
    const { reporter } = setUp(jest.fn(() => new Promise(() => undefined)));
    // One batch is in flight and never answers; the queue behind it is capped.
    for (let i = 0; i < MAX_QUEUED + 60; i += 1) await reporter.report(view(`/${i}`));
    expect(reporter.pending()).toBe(MAX_QUEUED);
    // 0-24 are in flight; of the 135 behind them the newest 100 are kept, from 60 on.
    expect(reporter.drain()[0]).toEqual(view('/60'));
  });

  it('hands the queued reports to the end-of-session beacon and sends nothing of them itself', async () => {
    const { reporter, send, runIdle } = setUp();
    await reporter.report(view('/a'));
    expect(reporter.drain()).toEqual([view('/a')]);
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await runIdle();
    expect(send).not.toHaveBeenCalled();
  });
});
