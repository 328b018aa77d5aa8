import { makeProgramTree, makeSubscribers } from '../testing/makeProgramTree';
import { QueryClient } from '@tanstack/react-query';
import { accessQueries } from './accessQueries';
import { AccessStore, ROOT_CACHE_LIMIT } from './AccessStore';

describe('AccessStore', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('remembers every path of a tree under its root, for this app only, across page sessions', () => {
    new AccessStore(new QueryClient(), 'demo').setTree(makeProgramTree());

    const nextSession = new AccessStore(new QueryClient(), 'demo');
    expect(nextSession.rootOfPath('/Program/Day-2/')).toBe('root');
    expect(nextSession.tree('root')).toEqual(makeProgramTree());
    expect(nextSession.isFresh('root')).toBe(false);
    expect(new AccessStore(new QueryClient(), 'other-app').rootOfPath('/program/day-2')).toBeNull();
  });

  it('knows the root of a page it has seen, and of none it has not', () => {
    const store = new AccessStore(new QueryClient(), 'demo');
    store.rememberRoots(['/about'], 'home');
    expect(store.rootOfPath('/about?tab=1')).toBe('home');
    expect(store.rootOfPath('/elsewhere')).toBeNull();
  });

  it(`keeps the newest ${ROOT_CACHE_LIMIT} paths of the local root cache`, () => {
    const store = new AccessStore(new QueryClient(), 'demo');
    const paths = Array.from({ length: ROOT_CACHE_LIMIT + 1 }, (_, i) => `/page-${i}`);
    store.rememberRoots(paths, 'root');

    const reloaded = new AccessStore(new QueryClient(), 'demo');
    expect(reloaded.rootOfPath('/page-0')).toBeNull();
    expect(reloaded.rootOfPath('/page-1')).toBe('root');
    expect(reloaded.rootOfPath(`/page-${ROOT_CACHE_LIMIT}`)).toBe('root');
  });

  it('treats unreadable stored data as a miss and logs it', () => {
    window.localStorage.setItem('stride:demo:access-tree:root', '{not json');
    window.localStorage.setItem('stride:demo:page-roots', '[1,');

    const store = new AccessStore(new QueryClient(), 'demo');
    expect(store.tree('root')).toBeNull();
    expect(store.rootOfPath('/program')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('keeps working in memory when storage refuses to write, logging the failure', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      const store = new AccessStore(new QueryClient(), 'demo');
      store.setTree(makeProgramTree());
      expect(store.tree('root')).toEqual(makeProgramTree());
      expect(store.rootOfPath('/program/paid')).toBe('root');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('stride:demo:'), expect.any(DOMException));
    } finally {
      setItem.mockRestore();
    }
  });

  it('keeps subscriber data per member and tells its readers about every change', () => {
    const queryClient = new QueryClient();
    const store = new AccessStore(queryClient, 'demo');
    const listener = jest.fn();
    store.subscribe(listener);

    // As the access loader's fetch leaves it.
    queryClient.setQueryData(accessQueries.subscribers('root', 'user-1').queryKey, makeSubscribers({ count: 3 }));
    store.updateSubscribers('root', 'user-1', (data) => ({ ...data, count: data.count + 1 }));
    store.updateSubscribers('root', 'guest', (data) => ({ ...data, count: 100 }));

    expect(store.subscribers('root', 'user-1')?.count).toBe(4);
    expect(store.subscribers('root', 'guest')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
