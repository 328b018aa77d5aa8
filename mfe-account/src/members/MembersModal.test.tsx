import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { DIRECTORY_TERM_MAX_LENGTH } from '@stride/shared';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { MembersModal } from './MembersModal';

const viewer = makeUser({ id: 'viewer' });
const member = (id: string, name: string) => ({
  id,
  name,
  avatar_urls: null,
  properties: [{ slug: 'city', name: 'City', value: 'Porto' }],
});

async function renderMembers(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, session: signedIn(viewer), ...options });
  renderInParcel(<MembersModal close={jest.fn()} />, props);
  return props;
}

describe('MembersModal', () => {
  it('lists members with their public details and opens a profile when one is tapped', async () => {
    const { fetch } = apiFake({
      'GET /subscribers/directory': {
        status: 200,
        body: { members: [member('m1', 'Inês Costa')], page: 1, has_more: false },
      },
    });
    const props = await renderMembers({ fetch });
    expect(screen.getByRole('dialog', { name: 'Members' })).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /Inês Costa/ });
    expect(row).toHaveTextContent('Porto');
    await userEvent.click(row);
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'profile', params: { profile_user: 'm1' } } },
    ]);
  });

  it('searches by what the member types', async () => {
    const { fetch, calls } = apiFake({
      'GET /subscribers/directory': ({ query }) => ({
        status: 200,
        body: {
          members: new URLSearchParams(query).get('term') === 'lena' ? [member('m2', 'Lena Lindqvist')] : [],
          page: 1,
          has_more: false,
        },
      }),
    });
    await renderMembers({ fetch });
    expect(await screen.findByText('No members to show yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search members'), 'lena');
    expect(await screen.findByRole('button', { name: /Lena Lindqvist/ })).toBeInTheDocument();
    expect(calls.at(-1)?.query).toBe('term=lena&page=1');
  });

  it('takes no longer a search than the directory answers', async () => {
    await renderMembers({ fetch: apiFake({}).fetch });
    expect(await screen.findByLabelText('Search members')).toHaveAttribute(
      'maxlength',
      String(DIRECTORY_TERM_MAX_LENGTH),
    );
  });

  it('turns pages while there are more members', async () => {
    const { fetch } = apiFake({
      'GET /subscribers/directory': ({ query }) => {
        const page = Number(new URLSearchParams(query).get('page'));
        return {
          status: 200,
          body: { members: [member(`p${page}`, `Page ${page} member`)], page, has_more: page === 1 },
        };
      },
    });
    await renderMembers({ fetch });
    await screen.findByText('Page 1 member');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks a guest to log in', async () => {
    const props = await renderMembers({ session: { status: 'guest', user: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });
});
