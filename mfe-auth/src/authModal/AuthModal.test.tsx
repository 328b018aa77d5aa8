import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, signedIn, type FakeParcelOptions } from '../../../shared/test/makeParcelProps';
import { definition } from '../definition';
import { AuthModal } from './AuthModal';

async function renderModal(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  const close = jest.fn();
  render(<AuthModal {...props} modal="auth" close={close} />);
  return close;
}

describe('AuthModal', () => {
  it('is a dialog titled Log in', async () => {
    await renderModal();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells a guest they are not signed in', async () => {
    await renderModal();
    expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
  });

  it('shows who is signed in', async () => {
    await renderModal({ session: signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.org' })) });
    expect(screen.getByText('Signed in as Ada Lovelace (ada@example.org).')).toBeInTheDocument();
  });

  it('says the session is being checked while the shell has not decided yet', async () => {
    await renderModal({ session: { status: 'unchecked', user: null } });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  });

  it('asks the shell to close it from the Close button', async () => {
    const close = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
