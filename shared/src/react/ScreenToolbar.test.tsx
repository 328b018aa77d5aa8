import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel } from '../testing';
import { ScreenToolbar } from './ScreenToolbar';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function renderBar(ui: JSX.Element, canGoBack = false) {
  const props = await makeParcelProps({ canGoBack });
  renderInParcel(ui, props);
  return props;
}

describe('ScreenToolbar', () => {
  afterEach(() => setWidth(1024));

  it("heads the screen with its title and draws the screen's actions", async () => {
    await renderBar(<ScreenToolbar title="Messages" actions={<button type="button">New</button>} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
  });

  it('goes back to backTo when the screen names it, whatever the history', async () => {
    const props = await renderBar(<ScreenToolbar title="Purchases" backTo="/me/content" />, true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/content');
    expect(props.back).not.toHaveBeenCalled();
  });

  it('goes back in history when the previous entry is a page of the app', async () => {
    const props = await renderBar(<ScreenToolbar title="Schedule" />, true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalledTimes(1);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('goes to the member area when the screen was opened directly', async () => {
    const props = await renderBar(<ScreenToolbar title="Schedule" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
    expect(props.back).not.toHaveBeenCalled();
  });

  it('asks the shell for its menu from the menu button on a phone or tablet', async () => {
    setWidth(900);
    const props = await renderBar(<ScreenToolbar title="Messages" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(props.emitted).toEqual([{ type: 'navigation:open-menu', payload: undefined }]);
  });

  it('has no menu button on a desktop, where the navigation is always shown', async () => {
    jest.useFakeTimers();
    try {
      setWidth(1280);
      await renderBar(<ScreenToolbar title="Messages" />);
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
      setWidth(375);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
