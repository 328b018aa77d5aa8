import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@stride/shared/testing';
import { apiError, fakeAuthApi, renderAuthModal, signedInAnswer } from '../testing/renderAuthModal';

async function openSignUp(routes: Parameters<typeof fakeAuthApi>[0] = {}) {
  const api = fakeAuthApi(routes);
  const rendered = await renderAuthModal({ fetch: api.fetch });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return { ...rendered, api, user };
}

const createAccount = () => screen.getByRole('button', { name: 'Create account' });

describe('SignUpForm', () => {
  beforeEach(() => localStorage.clear());

  it('is titled Sign up and asks for name, email, password and its confirmation with the right autocomplete', async () => {
    await openSignUp();
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows "Field is required." under every empty input and focuses the first', async () => {
    const { user, api } = await openSignUp();
    await user.click(createAccount());
    for (const label of ['Name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(FIELD_MESSAGES.required);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('shows each spec §5 message under the input it is about', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Email'), 'ada-at-example.org');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(createAccount());

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be longer than 2 characters.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Field must be an email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be longer than 6 characters.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it('checks again when the member leaves a field after the first submit', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(createAccount());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.required);

    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.tab();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(FIELD_MESSAGES.required);
  });

  it('does not check before the first submit', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.tab();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('signs up with the browser time zone, hands the session to the shell and closes', async () => {
    const member = makeUser({ email: 'ada@example.org', name: 'Ada Lovelace' });
    const { user, api, props, close } = await openSignUp({ 'POST /auth/sign_up': signedInAnswer(member) });
    await user.type(screen.getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse{Enter}');

    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/sign_up',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          password: 'correct horse',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
    ]);
    expect(props.emitted).toContainEqual({
      type: 'session:signed-in',
      payload: { credentials: { email: 'ada@example.org', token: 'new-token' }, user: member, method: 'sign_up' },
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows "This email address already exists, login to continue" under the email and keeps what was typed', async () => {
    const { user, close } = await openSignUp({
      'POST /auth/sign_up': apiError(
        409,
        'email_taken',
        'This email address already exists, login to continue',
        'email',
      ),
    });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(createAccount());

    const email = await screen.findByLabelText('Email', { selector: '[aria-invalid="true"]' });
    expect(email).toHaveAccessibleDescription('This email address already exists, login to continue');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(close).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'ada2@example.org');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('goes back to log in with the email already typed', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    const switchLine = screen.getByText('Already have an account?');
    await user.click(within(switchLine).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  });
});
