import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberProfile } from '@stride/shared';
import {
  makeConfig,
  makeParcelProps,
  makeUser,
  renderInParcel,
  signedIn,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { ProfileModal } from './ProfileModal';

const viewer = makeUser({ id: 'viewer', name: 'Ada Viewer' });

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 'zoe',
    name: 'Zoe Runner',
    avatar_urls: null,
    is_private: false,
    is_blocked: false,
    is_self: false,
    bio: 'Trail runner',
    properties: [{ slug: 'city', name: 'City', value: 'Porto' }],
    can_receive_messages_from_members: true,
    is_app_messaging_profile: false,
    ...overrides,
  };
}

async function renderModal(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({
    definition,
    session: signedIn(viewer),
    location: { search: '?profile_user=zoe' },
    ...options,
  });
  renderInParcel(<ProfileModal close={jest.fn()} />, props);
  return props;
}

describe('ProfileModal', () => {
  it("shows the member's name, bio and public properties, and messages them", async () => {
    const { fetch, calls } = apiFake({ 'GET /subscribers/zoe/profile': { status: 200, body: { profile: profile() } } });
    const props = await renderModal({ fetch });
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(await screen.findByText('Zoe Runner')).toHaveAttribute('dir', 'auto');
    expect(dialog).toHaveTextContent('Trail runner');
    expect(dialog).toHaveTextContent('CityPorto');
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/messages/new?users=zoe');
    expect(calls[0]?.path).toBe('/subscribers/zoe/profile');
  });

  it('offers no Message button to a member who does not accept member messages', async () => {
    const { fetch } = apiFake({
      'GET /subscribers/zoe/profile': {
        status: 200,
        body: { profile: profile({ can_receive_messages_from_members: false }) },
      },
    });
    await renderModal({ fetch });
    await screen.findByText('Zoe Runner');
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it("offers no Message button when the app's members may not message each other (spec §5)", async () => {
    const { fetch } = apiFake({ 'GET /subscribers/zoe/profile': { status: 200, body: { profile: profile() } } });
    const config = makeConfig();
    await renderModal({ fetch, config: { ...config, messaging: { ...config.messaging, member_to_member: false } } });
    await screen.findByText('Zoe Runner');
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says a private profile is private and shows nothing else', async () => {
    const { fetch } = apiFake({
      'GET /subscribers/zoe/profile': {
        status: 200,
        body: { profile: profile({ is_private: true, bio: null, properties: [] }) },
      },
    });
    await renderModal({ fetch });
    expect(await screen.findByText('This profile is private')).toBeInTheDocument();
  });

  it('blocks the member, then offers to unblock', async () => {
    let blocked = false;
    const { fetch, calls } = apiFake({
      'GET /subscribers/zoe/profile': () => ({ status: 200, body: { profile: profile({ is_blocked: blocked }) } }),
      'POST /subscribers/block': () => {
        blocked = true;
        return { status: 200, body: { blocked_user_ids: ['zoe'] } };
      },
    });
    await renderModal({ fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ user_id: 'zoe' });
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('says "Failed to block" when blocking fails', async () => {
    const { fetch } = apiFake({
      'GET /subscribers/zoe/profile': { status: 200, body: { profile: profile() } },
      'POST /subscribers/block': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } },
    });
    await renderModal({ fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to block');
  });

  it("shows the member's own profile without a profile id, with no Message or Block", async () => {
    const { fetch } = apiFake({
      'GET /subscribers/viewer/profile': {
        status: 200,
        body: { profile: profile({ id: 'viewer', name: 'Ada Viewer', is_self: true }) },
      },
    });
    await renderModal({ fetch, location: { search: '' } });
    expect(await screen.findByText('Ada Viewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('tells a guest they are not signed in', async () => {
    await renderModal({ session: { status: 'guest', user: null } });
    expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
  });
});
