import type { AccessConfig } from '@stride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig } from '@stride/shared/testing';
import { renderAuthModal } from '../testing/renderAuthModal';

function withAccess(access: Partial<AccessConfig>) {
  const config = makeConfig();
  return { ...config, access: { ...config.access, ...access } };
}

const location = { pathname: '/programs/strength', search: '?week=2', hash: '#auth' };

describe('SocialButtons', () => {
  it('are not shown when the app enables no social sign-in', async () => {
    await renderAuthModal();
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('show only Continue with Google when only Google is enabled, pointing at its start URL with return_to', async () => {
    await renderAuthModal({ config: withAccess({ sso_google_enabled: true }), location });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/api/auth/social/google/start?return_to=${encodeURIComponent('/programs/strength?week=2')}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).not.toBeInTheDocument();
  });

  it('show only Continue with Apple when only Apple is enabled', async () => {
    await renderAuthModal({ config: withAccess({ sso_apple_enabled: true }), location });
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      `/api/auth/social/apple/start?return_to=${encodeURIComponent('/programs/strength?week=2')}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('are offered on sign up too, returning to the page without the consumed link parameters', async () => {
    await renderAuthModal({
      config: withAccess({ sso_google_enabled: true, sso_apple_enabled: true }),
      location: { ...location, search: '?week=2&social_error=cancelled' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/api/auth/social/google/start?return_to=${encodeURIComponent('/programs/strength?week=2')}`,
    );
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toBeInTheDocument();
  });
});
