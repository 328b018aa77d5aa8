import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig } from '@stride/shared/testing';
import { makeParcelProps, makeUser, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { AccountRoot } from '../AccountRoot';

async function renderScreen(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  renderInParcel(<AccountRoot target={{ kind: 'route', path: '/me' }} />, props);
  return props;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountScreen', () => {
  it("shows the signed-in member's initials, name and email at the top", async () => {
    await renderScreen({ session: signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.org' })) });
    const header = section('Profile');
    expect(within(header).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toHaveAttribute('dir', 'auto');
    expect(within(header).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(header).getByText('AL')).toHaveClass('stride-avatar', 'stride-avatar--initials');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('sits under the member area toolbar, titled Account, its back leading home', async () => {
    const props = await renderScreen({ session: signedIn(makeUser()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it("shows the member's picture when they have one", async () => {
    await renderScreen({
      session: signedIn(makeUser({ avatarUrls: { original: 'https://cdn.example.org/ada.png' } })),
    });
    const header = section('Profile');
    expect(header.querySelector('img.stride-avatar')).toHaveAttribute('src', 'https://cdn.example.org/ada.png');
    expect(within(header).queryByText('MM')).not.toBeInTheDocument();
  });

  it('asks a guest to log in or sign up, both through the auth modal, Sign Up opening it on its sign-up step', async () => {
    const props = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'auth' } },
      { type: 'modal:open', payload: { modal: 'auth', params: { auth_view: 'sign_up' } } },
    ]);
  });

  it('offers a guest of a private app no Sign Up: only the members its owner added get in', async () => {
    const config = makeConfig();
    await renderScreen({ config: { ...config, access: { ...config.access, is_private: true } } });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('offers Sign Up on a private app sold by subscription', async () => {
    const config = makeConfig();
    await renderScreen({
      config: { ...config, access: { ...config.access, is_private: true, is_subscriber_only: true } },
    });
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows a loader while the session is being checked', async () => {
    await renderScreen({ session: { status: 'unchecked', user: null } });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('lists the my content area, every entry a link', async () => {
    const props = await renderScreen({ session: signedIn() });
    const myContent = section('My content');
    expect(
      within(myContent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Messages', 'Schedule', 'Submissions', 'Saved', 'Activity', 'Programs', 'Packs', 'Upcoming events']);
    expect(
      within(myContent)
        .getAllByRole('listitem')
        .flatMap((item) => within(item).queryAllByRole('link'))
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/me/messages',
      '/me/schedule',
      '/me/submissions',
      '/me/content?section=saved',
      '/me/content?section=recent',
      '/me/content?section=programs',
      '/me/content?section=packs',
      '/me/content?section=events',
    ]);

    await userEvent.click(within(myContent).getByRole('link', { name: 'Schedule' }));
    await userEvent.click(within(myContent).getByRole('link', { name: 'Saved' }));
    expect(props.navigate.mock.calls.map(([to]) => to)).toEqual(['/me/schedule', '/me/content?section=saved']);
  });

  it('opens all of my content from the title of the my content area', async () => {
    const props = await renderScreen({ session: signedIn() });

    await userEvent.click(screen.getByRole('link', { name: 'My content' }));

    expect(props.navigate).toHaveBeenCalledWith('/me/content');
  });

  it('lists the account area: every screen a link', async () => {
    await renderScreen({
      session: signedIn(),
      config: makeConfig({
        app: {
          slug: 'demo',
          name: 'Demo',
          platform_rewardful_slug: null,
          links: { support_url: 'mailto:help@demo.test', help_url: '/help', privacy_policy_url: null },
        },
      }),
    });
    const account = section('Account');
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Details',
      'Settings',
      'Purchases',
      'Subscriptions',
      'Notifications',
      'Support',
      'Help',
      'Privacy',
      'Profile privacy',
    ]);
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/me/details',
      '/me/settings',
      '/me/purchases',
      '/me/subscriptions',
      '/me/notifications',
      'mailto:help@demo.test',
      '/help',
      '/me/privacy',
      '/me/profile-privacy',
    ]);
    expect(within(account).getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
    expect(within(account).getByRole('link', { name: 'Help' })).not.toHaveAttribute('target');
  });

  it('hides Support and Help when the owner set no address for them', async () => {
    await renderScreen({ session: signedIn() });
    const account = section('Account');
    expect(within(account).queryByText('Support')).not.toBeInTheDocument();
    expect(within(account).queryByText('Help')).not.toBeInTheDocument();
  });

  it('asks the shell to sign the member out from Log out beside their name', async () => {
    const props = await renderScreen({ session: signedIn() });
    await userEvent.click(within(section('Profile')).getByRole('button', { name: 'Log out' }));
    expect(props.emitted).toEqual([{ type: 'session:sign-out', payload: undefined }]);
  });

  it('offers a guest no Log out', async () => {
    await renderScreen();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
