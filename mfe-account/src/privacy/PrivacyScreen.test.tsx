import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { PrivacyScreen } from './PrivacyScreen';

const user = makeUser({ email: 'max@demo.test' });

async function renderPrivacy(routes: Parameters<typeof apiFake>[0] = {}, links = {}) {
  const fake = apiFake(routes);
  const config = makeConfig({ app: { slug: 'demo', name: 'Demo', platform_rewardful_slug: null, links } });
  const props = await makeParcelProps({ definition, session: signedIn(user), config, fetch: fake.fetch });
  renderInParcel(<PrivacyScreen />, props);
  return { props, calls: fake.calls };
}

describe('PrivacyScreen', () => {
  it('links the owner’s privacy policy, and shows no link without one', async () => {
    await renderPrivacy({}, { privacy_policy_url: 'https://example.com/privacy' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', 'https://example.com/privacy');
  });

  it('shows no policy link when the owner set none', async () => {
    await renderPrivacy();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
  });

  it('deletes the account with the emailed code, then signs the member out', async () => {
    const { props, calls } = await renderPrivacy({
      'POST /auth/delete_account/request': { status: 200, body: { email_sent: true } },
      'POST /auth/delete_account': { status: 200, body: { deleted: true } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/We sent a 6-digit code to max@demo.test/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the email'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByRole('button', { name: 'Delete my account for good' });
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/delete_account/request', undefined],
      ['/auth/delete_account', { code: '123456' }],
    ]);
    expect(props.emitted).toEqual([{ type: 'session:sign-out', payload: undefined }]);
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it('keeps the account and the code typed when the code is wrong', async () => {
    const { props } = await renderPrivacy({
      'POST /auth/delete_account/request': { status: 200, body: { email_sent: true } },
      'POST /auth/delete_account': {
        status: 400,
        body: {
          error: { code: 'invalid_deletion_code', message: 'This code is invalid or has expired.', field: 'code' },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(await screen.findByLabelText('Code from the email'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is invalid or has expired.');
    expect(screen.getByLabelText('Code from the email')).toHaveValue('000000');
    expect(props.emitted).toEqual([]);
  });
});
