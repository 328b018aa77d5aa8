import { act, render, screen } from '@testing-library/react';
import { canGoBack, historyIndex, pushLocation, useBrowserLocation } from './browserHistory';

function Where() {
  const { pathname, search, hash } = useBrowserLocation();
  return <p>{`${pathname}${search}${hash}`}</p>;
}

describe('browserHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('re-renders on a pushed path, query or hash, and counts in-app entries', () => {
    render(<Where />);
    expect(historyIndex()).toBe(0);
    act(() => pushLocation('/programs?tab=1'));
    expect(screen.getByText('/programs?tab=1')).toBeInTheDocument();
    expect(historyIndex()).toBe(1);
    act(() => pushLocation('/programs?tab=1#auth'));
    expect(screen.getByText('/programs?tab=1#auth')).toBeInTheDocument();
    expect(historyIndex()).toBe(2);
  });

  it('replaces the current entry without counting a new one', () => {
    render(<Where />);
    act(() => pushLocation('/a'));
    act(() => pushLocation('/b', { replace: true }));
    expect(screen.getByText('/b')).toBeInTheDocument();
    expect(historyIndex()).toBe(1);
    expect(window.history.length).toBeGreaterThan(0);
  });

  it('can go back only to an entry the app pushed itself', () => {
    expect(canGoBack()).toBe(false);
    pushLocation('/a');
    expect(canGoBack()).toBe(true);
    pushLocation('/b', { replace: true });
    expect(canGoBack()).toBe(true);
    window.history.replaceState({ idx: 0 }, '', '/landing');
    expect(canGoBack()).toBe(false);
  });

  it('follows back and forward (popstate)', () => {
    render(<Where />);
    act(() => {
      window.history.pushState({ idx: 1 }, '', '/elsewhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/elsewhere')).toBeInTheDocument();
  });
});
