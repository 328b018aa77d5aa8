import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, signedIn, type FakeParcelOptions } from '../../../shared/test/makeParcelProps';
import { definition } from '../definition';
import { AccountScreen } from './AccountScreen';

async function renderScreen(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  render(<AccountScreen {...props} path="/me" />);
  return props;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountScreen', () => {
  it("shows the signed-in member's name and email", async () => {
    await renderScreen({ session: signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.org' })) });
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in and opens the auth modal for them', async () => {
    const props = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });

  it('lists the my content area, linking only to the screens that exist', async () => {
    const props = await renderScreen({ session: signedIn() });
    const myContent = section('My content');
    expect(
      within(myContent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Messages', 'Schedule', 'Submissions', 'Saved', 'Activity', 'Programs', 'Packs', 'Upcoming events']);
    expect(
      within(myContent)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/me/messages', '/me/schedule']);

    await userEvent.click(within(myContent).getByRole('link', { name: 'Schedule' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/schedule');
  });

  it('lists the account area as labels, with no dead links', async () => {
    await renderScreen({ session: signedIn() });
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
      'Log out',
    ]);
    expect(within(account).queryAllByRole('link')).toEqual([]);
  });

  it('asks the shell to sign the member out from Log out', async () => {
    const props = await renderScreen({ session: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.emitted).toEqual([{ type: 'session:sign-out', payload: undefined }]);
  });

  it('offers a guest no Log out', async () => {
    await renderScreen();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
