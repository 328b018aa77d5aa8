import type { ColorModeState } from '@stride/shared';
import { redrawKeptPagesOnPick } from './redrawKeptPagesOnPick';

function fakeColorMode(initial: ColorModeState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(next: ColorModeState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('redrawKeptPagesOnPick', () => {
  it('asks the service worker to draw its kept pages again after a pick, not when the device alone changes mode', () => {
    const colorMode = fakeColorMode({ preference: 'system', mode: 'light' });
    const postMessage = jest.fn();
    const stop = redrawKeptPagesOnPick(colorMode, { controller: { postMessage } as unknown as ServiceWorker });
    colorMode.change({ preference: 'system', mode: 'dark' });
    expect(postMessage).not.toHaveBeenCalled();
    colorMode.change({ preference: 'dark', mode: 'dark' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'stride:redraw-kept-pages' });
    stop();
    colorMode.change({ preference: 'light', mode: 'light' });
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a controlling worker', () => {
    const colorMode = fakeColorMode({ preference: 'system', mode: 'light' });
    redrawKeptPagesOnPick(colorMode, { controller: null });
    expect(() => colorMode.change({ preference: 'dark', mode: 'dark' })).not.toThrow();
  });
});
