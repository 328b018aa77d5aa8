import {
  EMPTY_MEMBER_DATA,
  contentQueryKeys,
  createBus,
  memberQueryKeys,
  type SessionSnapshot,
  type User,
} from '@stride/shared';
import { QueryClient } from '@tanstack/react-query';
import { testUser } from '../testing/testServices';
import { watchViewerCaches } from './watchViewerCaches';

const GUEST: SessionSnapshot = { status: 'guest', user: null };

function signedIn(user: User): SessionSnapshot {
  return { status: 'authenticated', user, email: user.email, token: 'token' };
}

const paidPage = contentQueryKeys.page('/premium/masterclass');
/** A content listing: which pages show depends on who asks. */
const listing = [...contentQueryKeys.viewer, 'list', 'workout'];

/** A shell's cache after a member browsed: a paid page, a listing, their content and their lists. */
function setup(userId = 'u1') {
  const bus = createBus();
  const queryClient = new QueryClient();
  watchViewerCaches(bus, queryClient);
  queryClient.setQueryData(paidPage, { blocks: ['paid'] });
  queryClient.setQueryData(listing, { items: [] });
  queryClient.setQueryData(contentQueryKeys.myContent(userId), { bookmarked_items: [] });
  queryClient.setQueryData(memberQueryKeys.data(userId), EMPTY_MEMBER_DATA);
  const cached = () =>
    queryClient
      .getQueryCache()
      .findAll()
      .map((query) => JSON.stringify(query.queryKey));
  return { bus, queryClient, cached };
}

describe('watchViewerCaches', () => {
  it('drops every content query and the lists of a member who signs out', () => {
    const { bus, cached } = setup();
    bus.emit('session:changed', signedIn(testUser()));

    bus.emit('session:changed', GUEST);
    expect(cached()).toEqual([]);
  });

  it('on sign-out drops every answer that depended on the member, and nothing public', () => {
    const { bus, queryClient, cached } = setup();
    // Access answers (subscriber data, an event's access) are viewer-scoped; an access tree is for everyone.
    const subscribers = [...contentQueryKeys.viewer, 'subscribers', 'root', 'u1'];
    const eventAccess = [...contentQueryKeys.viewer, 'events', 'access', 'occ-1', 'u1'];
    queryClient.setQueryData(subscribers, { count: 3 });
    queryClient.setQueryData(eventAccess, { granted: true });
    queryClient.setQueryData(contentQueryKeys.accessTree('root'), { root_id: 'root', nodes: [] });
    bus.emit('session:changed', signedIn(testUser()));

    bus.emit('session:changed', GUEST);
    expect(cached()).toEqual([JSON.stringify(contentQueryKeys.accessTree('root'))]);
  });

  it('refetches what depends on the viewer when a guest signs in, keeping what shows meanwhile', () => {
    const { bus, queryClient } = setup();
    bus.emit('session:changed', GUEST);

    bus.emit('session:changed', signedIn(testUser()));
    expect(queryClient.getQueryState(paidPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(paidPage)).toEqual({ blocks: ['paid'] });
  });

  it("drops the previous member's content and lists when another member signs in on the device", () => {
    const { bus, queryClient, cached } = setup();
    bus.emit('session:changed', signedIn(testUser()));
    // The shell primes the next member's lists before announcing them.
    queryClient.setQueryData(memberQueryKeys.data('u2'), EMPTY_MEMBER_DATA);

    bus.emit('session:changed', signedIn(testUser({ id: 'u2' })));
    expect(cached()).toEqual([JSON.stringify(memberQueryKeys.data('u2'))]);
  });

  it("refetches content when the member's products change, so pages they bought open", () => {
    const { bus, queryClient } = setup();
    bus.emit('session:changed', signedIn(testUser({ activeProductIds: ['prod-a'] })));

    bus.emit('session:changed', signedIn(testUser({ activeProductIds: ['prod-b', 'prod-a'] })));
    expect(queryClient.getQueryState(paidPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listing)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(paidPage)).toEqual({ blocks: ['paid'] });
  });

  it('leaves content alone when the same member changes something else', () => {
    const { bus, queryClient } = setup();
    bus.emit('session:changed', signedIn(testUser({ activeProductIds: ['prod-a', 'prod-b'] })));

    bus.emit('session:changed', signedIn(testUser({ name: 'Renamed', activeProductIds: ['prod-b', 'prod-a'] })));
    expect(queryClient.getQueryState(paidPage)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(memberQueryKeys.data('u1'))).toBe(EMPTY_MEMBER_DATA);
  });

  it('keeps the page inlined at boot when the stored session is checked', () => {
    for (const checked of [GUEST, signedIn(testUser())]) {
      const { bus, queryClient } = setup();
      bus.emit('session:changed', checked);
      expect(queryClient.getQueryData(paidPage)).toEqual({ blocks: ['paid'] });
      expect(queryClient.getQueryState(paidPage)?.isInvalidated).toBe(false);
    }
  });
});
