import { act, screen } from '@testing-library/react';
import { createReloader, RELOAD_LOADER_MS } from './reloadTo';

describe('reload to a path', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it("shows the shell's global loader for 1.5 s, then loads the path afresh", async () => {
    const assign = jest.fn();
    const reloadTo = createReloader({ assign });

    await act(async () => reloadTo('/programs/start'));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(RELOAD_LOADER_MS - 1);
    });
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(assign).toHaveBeenCalledWith('/programs/start');
    expect(RELOAD_LOADER_MS).toBe(1500);
  });

  it('ignores further requests while one is under way', async () => {
    const assign = jest.fn();
    const reloadTo = createReloader({ assign });

    await act(async () => {
      reloadTo('/a');
      reloadTo('/b');
    });
    act(() => {
      jest.advanceTimersByTime(RELOAD_LOADER_MS);
    });

    expect(assign.mock.calls).toEqual([['/a']]);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
