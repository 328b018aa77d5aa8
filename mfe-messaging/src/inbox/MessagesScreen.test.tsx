import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { MessagesScreen } from './MessagesScreen';

async function renderScreen(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  renderInParcel(<MessagesScreen />, props);
  return props;
}

describe('MessagesScreen', () => {
  it('is headed Messages in its toolbar, whose back leads to the member area, before its one main', async () => {
    const props = await renderScreen();
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
  });

  it('asks a guest to log in and opens the auth modal for them', async () => {
    const props = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });

  it('shows a signed-in member an empty inbox', async () => {
    await renderScreen({ session: signedIn() });
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('waits while the session is still being checked', async () => {
    await renderScreen({ session: { status: 'unchecked', user: null } });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
