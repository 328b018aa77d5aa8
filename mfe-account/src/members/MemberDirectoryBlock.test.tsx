import { screen } from '@testing-library/react';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { MemberDirectoryBlock } from './MemberDirectoryBlock';

describe('MemberDirectoryBlock', () => {
  it("draws the directory under the block's title", async () => {
    const { fetch } = apiFake({
      'GET /subscribers/directory': {
        status: 200,
        body: {
          members: [{ id: 'm1', name: 'Omar Haddad', avatar_urls: null, properties: [] }],
          page: 1,
          has_more: false,
        },
      },
    });
    const props = await makeParcelProps({ definition, session: signedIn(makeUser()), fetch });
    renderInParcel(
      <MemberDirectoryBlock block={{ id: 'b', type: 'member_directory', title: 'Our community' }} />,
      props,
    );
    expect(screen.getByRole('region', { name: 'Our community' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Omar Haddad/ })).toBeInTheDocument();
  });

  it('asks a guest to log in, under the default title', async () => {
    const props = await makeParcelProps({ definition });
    renderInParcel(<MemberDirectoryBlock block={{ id: 'b', type: 'member_directory' }} />, props);
    expect(screen.getByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText('Log in to meet the other members.')).toBeInTheDocument();
  });
});
