import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeUser, signedIn } from '@stride/shared/testing';
import { AuthModal } from './AuthModal';
import { renderAuthModal } from '../testing/renderAuthModal';

describe('AuthModal', () => {
  beforeEach(() => localStorage.clear());

  it('opens on the log in step, titled Log in', async () => {
    await renderAuthModal();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('shows a signed-in member who they are, with Log out', async () => {
    const { props } = await renderAuthModal({
      session: signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.org' })),
    });
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ada Lovelace (ada@example.org).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.emitted).toEqual([{ type: 'session:sign-out', payload: undefined }]);
  });

  it('says the session is being checked while the shell has not decided yet', async () => {
    await renderAuthModal({ session: { status: 'unchecked', user: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('asks the shell to close it from the Close button', async () => {
    const { close } = await renderAuthModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('asks the shell to close it on Escape', async () => {
    const { close } = await renderAuthModal();
    await userEvent.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('calls the newest close the shell handed it', async () => {
    const { close, rerender } = await renderAuthModal();
    const newer = jest.fn();
    rerender(<AuthModal close={newer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(newer).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });

  it('opens on the sign-up step when a remote asks with auth_view=sign_up, and removes it from the URL', async () => {
    const { props } = await renderAuthModal({
      location: { pathname: '/me', search: '?auth_view=sign_up&tab=2', hash: '#auth' },
    });
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith('/me?tab=2#auth', { replace: true });
  });

  it('opens on log in when sign up is asked for on a private app', async () => {
    const config = makeConfig();
    const { props } = await renderAuthModal({
      config: { ...config, access: { ...config.access, is_private: true } },
      location: { pathname: '/me', search: '?auth_view=sign_up', hash: '#auth' },
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith('/me#auth', { replace: true });
  });

  it('moves to the step a remote asks for while it is open', async () => {
    const { props, close, rerender } = await renderAuthModal({
      location: { pathname: '/me', search: '', hash: '#auth' },
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    const asked = { pathname: '/me', search: '?auth_view=sign_up', hash: '#auth' };
    rerender(<AuthModal close={close} />, { ...props, location: asked });
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toHaveFocus();
    expect(props.navigate).toHaveBeenCalledWith('/me#auth', { replace: true });
  });

  it('speaks Spanish, validation messages included', async () => {
    await renderAuthModal({ language: 'es' });
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('speaks Arabic', async () => {
    await renderAuthModal({ language: 'ar' });
    expect(screen.getByRole('dialog', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
  });
});
