import type { ActivityBody } from '@stride/shared';
import { watchSessionBeacons } from './sessionBeacons';

const TS = '2026-11-28T10:00:00.000Z';

function setUp({ queued = [] as ActivityBody[], accepted = true } = {}) {
  const sendBeacon = jest.fn((_url: string, _body: URLSearchParams) => accepted);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  const reporter = { drain: jest.fn(() => queued.splice(0)), report: jest.fn(async () => undefined) };
  const stop = watchSessionBeacons({
    win: window,
    url: (path) => `/api${path}`,
    identity: () => ({ sessionId: 'tab-1', deviceId: 'device-1', appSlug: 'demo' }),
    reporter,
  });
  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const sent = () =>
    sendBeacon.mock.calls.map(([url, body]) => ({ url, fields: Object.fromEntries(new URLSearchParams(body)) }));
  return { stop, show, sent, reporter };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

describe('session beacons', () => {
  it('sends the end of session when the page is hidden and the resume when it is visible again, as form data', () => {
    window.history.replaceState(null, '', '/articles?x=1');
    const beacons = setUp();
    stop = beacons.stop;
    beacons.show('hidden');
    beacons.show('visible');
    const fields = {
      session_id: 'tab-1',
      device_id: 'device-1',
      account_app_slug: 'demo',
      origin_href: 'http://localhost/articles?x=1',
    };
    expect(beacons.sent()).toEqual([
      { url: '/api/activity/end_session', fields },
      { url: '/api/activity/resume_session', fields },
    ]);
  });

  it('ends once per hidden spell: pagehide after hiding sends nothing more, and no resume without an end', () => {
    const beacons = setUp();
    stop = beacons.stop;
    beacons.show('visible');
    beacons.show('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.sent().map((beacon) => beacon.url)).toEqual(['/api/activity/end_session']);
  });

  it('carries the queued reports with the end of session, and gives them back if the browser refuses the beacon', () => {
    const report: ActivityBody = { activity_type: 'page_viewed', data: { path: '/' }, ts: TS };
    const beacons = setUp({ queued: [report] });
    stop = beacons.stop;
    beacons.show('hidden');
    expect(JSON.parse(beacons.sent()[0]!.fields.activities!)).toEqual([report]);
    stop();

    const refused = setUp({ queued: [report], accepted: false });
    stop = refused.stop;
    refused.show('hidden');
    expect(refused.reporter.report).toHaveBeenCalledWith(report);
  });

  it('sends nothing while the hash includes #checkout (a bank check is not the end of a session)', () => {
    window.history.replaceState(null, '', '/pricing#auth+checkout');
    const beacons = setUp();
    stop = beacons.stop;
    beacons.show('hidden');
    beacons.show('visible');
    expect(beacons.sent()).toEqual([]);
    window.history.replaceState(null, '', '/pricing');
    beacons.show('hidden');
    expect(beacons.sent().map((beacon) => beacon.url)).toEqual(['/api/activity/end_session']);
  });
});
