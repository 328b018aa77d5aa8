import { contentQueryKeys, memberQueryKeys, type SessionSnapshot, type StrideBus } from '@stride/shared';
import type { QueryClient } from '@tanstack/react-query';

interface Viewer {
  id: string;
  /** The member's active products, sorted: what paid content they may open. */
  products: string;
}

function viewerOf(snapshot: SessionSnapshot): Viewer | null {
  if (snapshot.status !== 'authenticated') return null;
  return { id: snapshot.user.id, products: [...snapshot.user.activeProductIds].sort().join(',') };
}

/**
 * Keeps the shared query cache to what the signed-in member may see. Content answers depend on who asked: when
 * the member signs out or another signs in on the same device, every content query (a paid page's blocks,
 * listings, my content) and the previous member's lists are dropped, not refetched, so none of it shows to the
 * next person while their own answers load. When the member's products change (after a purchase), content is
 * refetched: pages that were locked may open now. The first check of a stored session drops nothing: the page
 * inlined at boot was answered for it.
 */
export function watchViewerCaches(bus: StrideBus, queryClient: QueryClient): void {
  let viewer: Viewer | null = null;
  bus.on('session:changed', (snapshot) => {
    const previous = viewer;
    viewer = viewerOf(snapshot);
    if (snapshot.status === 'guest') queryClient.removeQueries({ queryKey: memberQueryKeys.all });
    if (previous === null) return;
    if (viewer === null || viewer.id !== previous.id) {
      queryClient.removeQueries({ queryKey: contentQueryKeys.all });
      queryClient.removeQueries({ queryKey: memberQueryKeys.data(previous.id) });
    } else if (viewer.products !== previous.products) {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all });
    }
  });
}
