import type { AccessTree, PageSubscribersResponse, SessionSnapshot } from '@stride/shared';
import { GUEST, deferred, makeUser, signedIn } from '@stride/shared/testing';
import { makePageAccess } from '@stride/shared/testing';
import { makeProgramTree, makeSubscribers } from '../testing/makeProgramTree';
import { QueryClient } from '@tanstack/react-query';
import { AccessStore } from '../access/AccessStore';
import { ACCESS_RETRY, createAccessLoader } from './accessLoader';

const tree = makeProgramTree();
const programPage = { id: 'root', access: makePageAccess({ inherit: false, is_progress_root: true }) };
const plainTree: AccessTree = { root_id: 'home', nodes: [] };

function setup(options: { session?: SessionSnapshot } = {}) {
  const store = new AccessStore(new QueryClient(), 'demo');
  const fetchTree = jest.fn<Promise<AccessTree>, [string]>();
  const fetchSubscribers = jest.fn<Promise<PageSubscribersResponse>, [string]>();
  const loader = createAccessLoader({ store, fetchTree, fetchSubscribers });
  let session: SessionSnapshot = options.session ?? signedIn();
  return {
    store,
    fetchTree,
    fetchSubscribers,
    loader,
    setSession: (next: SessionSnapshot) => {
      session = next;
    },
    request: (page: typeof programPage | null = programPage, rootId = 'root') => ({
      rootId,
      page,
      session: () => session,
    }),
  };
}

describe('access loader', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    errors.mockRestore();
  });

  it('shows the stored tree of the root before the fresh one arrives, then the fresh one', async () => {
    const stored: AccessTree = { root_id: 'root', nodes: tree.nodes.slice(0, 2) };
    window.localStorage.setItem('stride:demo:access-tree:root', JSON.stringify(stored));
    const { store, fetchTree, fetchSubscribers, loader, request } = setup();
    const fresh = deferred<AccessTree>();
    fetchTree.mockReturnValue(fresh.promise);
    fetchSubscribers.mockResolvedValue(makeSubscribers());

    loader.load(request(), jest.fn());
    expect(store.tree('root')).toEqual(stored);

    fresh.resolve(tree);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.tree('root')).toBe(tree);
    expect(JSON.parse(window.localStorage.getItem('stride:demo:access-tree:root')!)).toEqual(tree);
  });

  it('fetches a root’s tree once per page session, then its subscriber data once per member', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup();
    fetchTree.mockResolvedValue(tree);
    fetchSubscribers.mockResolvedValue(makeSubscribers());
    const firstDone = jest.fn();
    const secondDone = jest.fn();

    loader.load(request(), firstDone);
    await jest.advanceTimersByTimeAsync(0);
    loader.load(request(), secondDone);
    await jest.advanceTimersByTimeAsync(0);

    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect(fetchTree).toHaveBeenCalledWith('root');
    expect(fetchSubscribers).toHaveBeenCalledTimes(1);
    expect(fetchSubscribers).toHaveBeenCalledWith('root');
    expect(firstDone).toHaveBeenCalledTimes(1);
    expect(secondDone).toHaveBeenCalledTimes(1);
  });

  it('retries every 100 ms while another load of the same root is in flight', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup();
    const fresh = deferred<AccessTree>();
    fetchTree.mockReturnValue(fresh.promise);
    fetchSubscribers.mockResolvedValue(makeSubscribers());
    loader.load(request(null), jest.fn());
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.inFlightMs * 3);
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect(fetchSubscribers).not.toHaveBeenCalled();

    fresh.resolve(tree);
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.inFlightMs - 1);
    expect(fetchSubscribers).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchSubscribers).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for the session check, asking again every 250 ms, before fetching subscriber data', async () => {
    const { fetchTree, fetchSubscribers, loader, request, setSession, store } = setup({
      session: { status: 'unchecked', user: null },
    });
    fetchTree.mockResolvedValue(tree);
    fetchSubscribers.mockResolvedValue(makeSubscribers({ count: 9 }));
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs * 4);
    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();

    setSession(signedIn(makeUser({ id: 'user-7' })));
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs);
    expect(fetchSubscribers).toHaveBeenCalledWith('root');
    expect(done).toHaveBeenCalledTimes(1);
    expect(store.subscribers('root', 'user-7')?.count).toBe(9);
    expect(store.subscribers('root', 'guest')).toBeNull();
  });

  it('gives up after 100 retries, logs it and ends loading', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup({ session: { status: 'unchecked', user: null } });
    fetchTree.mockResolvedValue(tree);
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs * (ACCESS_RETRY.max - 1));
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs);

    expect(done).toHaveBeenCalledTimes(1);
    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('after 100 retries'));
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs * 10);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('logs a failed tree fetch and ends loading, keeping the stored tree', async () => {
    window.localStorage.setItem('stride:demo:access-tree:root', JSON.stringify(tree));
    const { store, fetchTree, fetchSubscribers, loader, request } = setup();
    fetchTree.mockRejectedValue(new Error('offline'));
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(0);

    expect(done).toHaveBeenCalledTimes(1);
    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('access tree of root'), expect.any(Error));
    expect(store.tree('root')).toEqual(tree);
  });

  it('logs a failed subscriber fetch and ends loading', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup();
    fetchTree.mockResolvedValue(tree);
    fetchSubscribers.mockRejectedValue(new Error('500'));
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(0);

    expect(done).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('subscribers of root'), expect.any(Error));
  });

  it('fetches no subscriber data for a page that neither drips nor belongs to a progress root', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup();
    fetchTree.mockResolvedValue(plainTree);
    const done = jest.fn();

    loader.load(request({ id: 'about', access: makePageAccess() }, 'home'), done);
    await jest.advanceTimersByTimeAsync(0);

    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('fetches no subscriber data for a guest: the API answers members only', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup({ session: GUEST });
    fetchTree.mockResolvedValue(tree);
    const done = jest.fn();

    loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(0);

    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it("asks for the progress root's subscriber data from a page under it", async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup();
    fetchTree.mockResolvedValue(tree);
    fetchSubscribers.mockResolvedValue(makeSubscribers());

    loader.load(request({ id: 'day-1', access: makePageAccess({ parent: 'root' }) }), jest.fn());
    await jest.advanceTimersByTimeAsync(0);

    expect(fetchSubscribers).toHaveBeenCalledWith('root');
  });

  it('stops retrying once the load is cancelled', async () => {
    const { fetchTree, fetchSubscribers, loader, request } = setup({ session: { status: 'unchecked', user: null } });
    fetchTree.mockResolvedValue(tree);
    const done = jest.fn();

    const cancel = loader.load(request(), done);
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs);
    cancel();
    await jest.advanceTimersByTimeAsync(ACCESS_RETRY.sessionMs * ACCESS_RETRY.max);

    expect(done).not.toHaveBeenCalled();
    expect(fetchSubscribers).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("fetches a link's tree once per root, even after a failure", async () => {
    const { fetchTree, loader } = setup();
    fetchTree.mockRejectedValueOnce(new Error('offline'));

    loader.ensureTree('root');
    loader.ensureTree('root');
    await jest.advanceTimersByTimeAsync(0);
    loader.ensureTree('root');

    expect(fetchTree).toHaveBeenCalledTimes(1);
  });
});
