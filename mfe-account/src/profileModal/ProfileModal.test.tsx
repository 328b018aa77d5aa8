import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { ProfileModal } from './ProfileModal';

async function renderModal(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  const close = jest.fn();
  renderInParcel(<ProfileModal close={close} />, props);
  return close;
}

describe('ProfileModal', () => {
  it("shows the member's name and email in a Profile dialog", async () => {
    await renderModal({ session: signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.org' })) });
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveTextContent('Ada Lovelace');
    expect(dialog).toHaveTextContent('ada@example.org');
  });

  it('tells a guest they are not signed in', async () => {
    await renderModal();
    expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
  });

  it('asks the shell to close it from the Close button', async () => {
    const close = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
