import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel } from '../testing';
import { ScreenToolbar } from './ScreenToolbar';

describe('ScreenToolbar', () => {
  it('shows the title as the heading and goes to backTo', async () => {
    const props = await makeParcelProps({ canGoBack: true });
    renderInParcel(<ScreenToolbar title="Details" backTo="/me" />, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
    expect(props.back).not.toHaveBeenCalled();
  });

  it('goes back in history without backTo, and to /me when there is no in-app page to go back to', async () => {
    const withHistory = await makeParcelProps({ canGoBack: true });
    const { unmount } = renderInParcel(<ScreenToolbar title="Settings" />, withHistory);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(withHistory.back).toHaveBeenCalledTimes(1);
    unmount();
    const fresh = await makeParcelProps({ canGoBack: false });
    renderInParcel(<ScreenToolbar title="Settings" />, fresh);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(fresh.navigate).toHaveBeenCalledWith('/me');
  });
});
