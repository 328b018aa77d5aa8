import { watchHistoryChanges } from './historyChanges';

describe('watchHistoryChanges', () => {
  it("hears the app's pushState and replaceState (after the URL changed) and back/forward, until stopped", () => {
    const seen: string[] = [];
    const stop = watchHistoryChanges(window, () => seen.push(window.location.pathname));
    window.history.pushState({ idx: 1 }, '', '/programs');
    window.history.replaceState({ idx: 1 }, '', '/programs/free');
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.history.pushState({ idx: 2 }, '', '/after');
    expect(seen).toEqual(['/programs', '/programs/free', '/programs/free']);
    expect(window.history.state).toEqual({ idx: 2 });
    window.history.replaceState(null, '', '/');
  });
});
