import type { AccessTree, PageAccess, PageSubscribersResponse, SessionSnapshot } from '@stride/shared';
import type { AccessStore } from '../access/AccessStore';
import { subscriberTarget } from '../access/accessTreeIndex';

/**
 * Spec §9: retry delays and cap of the access load. These retries wait for conditions outside any one fetch
 * (another load of the root in flight, the session check), which React Query's retry (of a failed fetch)
 * does not express; the fetches themselves go through the query cache (AccessStore), with retry: false.
 */
export const ACCESS_RETRY = { inFlightMs: 100, sessionMs: 250, max: 100 } as const;

export interface AccessLoaderDeps {
  store: AccessStore;
  /** GET accessTreePath(rootId)?ts= */
  fetchTree(rootId: string): Promise<AccessTree>;
  /** GET /pages/{id}/subscribers */
  fetchSubscribers(pageId: string): Promise<PageSubscribersResponse>;
  setTimer?(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimer?(timer: ReturnType<typeof setTimeout>): void;
}

export interface AccessLoadRequest {
  rootId: string;
  /** The page, once its data is known: it decides whether subscriber data is needed. */
  page: { id: string; access: PageAccess } | null;
  /** The current session, read at each step: subscriber data waits until it is checked. */
  session(): SessionSnapshot;
}

export function viewerKeyOf(session: SessionSnapshot): string {
  return session.status === 'authenticated' ? session.user.id : 'guest';
}

export interface AccessLoader {
  /**
   * The load flow of spec §4 for one page: the cached tree of its root shows at once (the store reads
   * localStorage), a fresh tree is fetched once per root per page session, then, for scheduled and
   * progress-root pages, subscriber data once the session is checked. `onDone` runs when loading ends,
   * however it ends. Returns a cancel function (the page changed).
   */
  load(request: AccessLoadRequest, onDone: () => void): () => void;
  /** A link's root became known: fetch its tree unless it is fresh or on its way; one try per root. */
  ensureTree(rootId: string): void;
}

export function createAccessLoader(deps: AccessLoaderDeps): AccessLoader {
  const { store } = deps;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer));

  async function fetchTree(rootId: string): Promise<boolean> {
    try {
      await store.fetchTree(rootId, deps.fetchTree);
      return true;
    } catch (error) {
      console.error(`Could not load the access tree of ${rootId}`, error);
      return false;
    }
  }

  function load(request: AccessLoadRequest, onDone: () => void): () => void {
    const { rootId } = request;
    let cancelled = false;
    let ended = false;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const end = () => {
      if (cancelled || ended) return;
      ended = true;
      onDone();
    };
    const retry = (step: () => void, ms: number) => {
      if (retries >= ACCESS_RETRY.max) {
        console.error(`Gave up loading access for ${rootId} after ${ACCESS_RETRY.max} retries`);
        end();
        return;
      }
      retries += 1;
      timer = setTimer(step, ms);
    };

    const subscribersStep = () => {
      if (cancelled) return;
      const target = subscriberTarget(store.tree(rootId), request.page);
      if (target === null) return end();
      const session = request.session();
      if (session.status === 'unchecked') return retry(subscribersStep, ACCESS_RETRY.sessionMs);
      // The API answers members only (it names other members): a guest has nothing to ask for.
      if (session.status !== 'authenticated') return end();
      const viewer = viewerKeyOf(session);
      if (store.subscribers(target, viewer)) return end();
      if (store.isFetchingSubscribers(target, viewer)) return retry(subscribersStep, ACCESS_RETRY.inFlightMs);
      store
        .fetchSubscribers(target, viewer, deps.fetchSubscribers)
        .catch((error: unknown) => console.error(`Could not load the subscribers of ${target}`, error))
        .finally(end);
    };

    const treeStep = () => {
      if (cancelled) return;
      if (store.isFetchingTree(rootId)) return retry(treeStep, ACCESS_RETRY.inFlightMs);
      if (store.isFresh(rootId)) return subscribersStep();
      void fetchTree(rootId).then((loaded) => (loaded ? subscribersStep() : end()));
    };

    treeStep();
    return () => {
      cancelled = true;
      if (timer !== null) clearTimer(timer);
    };
  }

  function ensureTree(rootId: string): void {
    // Links ask once per root: many links to a root whose tree fails must not hammer the API.
    if (store.wasAsked(rootId)) return;
    void fetchTree(rootId);
  }

  return { load, ensureTree };
}
