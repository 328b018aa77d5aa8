import { watchPageViews } from './pageViews';
import type { QueuedActivity } from './ActivityReporter';

describe('watchPageViews', () => {
  it('reports the page open now and each navigation to another path, with the page id known when sent', () => {
    const reported: QueuedActivity[] = [];
    let path = '/';
    const listeners: (() => void)[] = [];
    const ids: Record<string, string> = { '/programs/free': 'page-free' };
    const stop = jest.fn();
    watchPageViews({
      report: (activity) => reported.push(activity),
      onNavigate: (listener) => {
        listeners.push(listener);
        return stop;
      },
      path: () => path,
      pageIdAt: (at) => ids[at] ?? null,
      now: () => Date.parse('2026-11-28T10:00:00.000Z'),
    });
    path = '/programs/free';
    listeners.forEach((listener) => listener());
    // A hash or query change (a modal opening) is the same page.
    listeners.forEach((listener) => listener());
    path = '/me/content';
    listeners.forEach((listener) => listener());
    expect(reported.map((activity) => (typeof activity === 'function' ? activity() : activity))).toEqual([
      { activity_type: 'page_viewed', data: { path: '/' }, ts: '2026-11-28T10:00:00.000Z' },
      {
        activity_type: 'page_viewed',
        data: { path: '/programs/free', page_id: 'page-free' },
        ts: '2026-11-28T10:00:00.000Z',
      },
      { activity_type: 'page_viewed', data: { path: '/me/content' }, ts: '2026-11-28T10:00:00.000Z' },
    ]);
  });
});
