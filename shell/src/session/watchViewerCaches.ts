import {
  contentQueryKeys,
  dependsOnViewer,
  memberQueryKeys,
  type SessionSnapshot,
  type StrideBus,
} from '@stride/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';

type Viewer =
  'guest' | { id: string; /** Active products, sorted: what paid content they may open. */ products: string };

function viewerOf(snapshot: SessionSnapshot): Viewer {
  if (snapshot.status !== 'authenticated') return 'guest';
  return { id: snapshot.user.id, products: [...snapshot.user.activeProductIds].sort().join(',') };
}

/**
 * The one place that keeps the shared query cache to what the person at the device may see. Every answer
 * that depends on who asks lives under a viewer-scoped key (`dependsOnViewer`: page JSON, member lists,
 * translations, access answers, purchases). When the member signs out or another signs in, those are dropped,
 * not refetched, so none of it shows to the next person while their own answers load; answers for everyone
 * (access trees) stay. When a guest signs in, content that depends on the viewer is refetched; when the
 * member's products change (a purchase), all content is: pages that were locked may open now. The first check of a stored session drops nothing but a guest's member
 * lists: the page inlined at boot was answered for it.
 */
export function watchViewerCaches(bus: StrideBus, queryClient: QueryClient): void {
  let viewer: Viewer | null = null;
  bus.on('session:changed', (snapshot) => {
    const previous = viewer;
    const next = viewerOf(snapshot);
    viewer = next;
    if (previous === null) {
      if (next === 'guest') queryClient.removeQueries({ queryKey: memberQueryKeys.all });
      return;
    }
    if (previous === 'guest') {
      if (next !== 'guest') void queryClient.invalidateQueries({ queryKey: contentQueryKeys.viewer });
      return;
    }
    if (next === 'guest' || next.id !== previous.id) {
      // The session store primes the next member's lists before announcing them: those are theirs to keep.
      const kept = next === 'guest' ? null : hashKey(memberQueryKeys.data(next.id));
      queryClient.removeQueries({
        predicate: (query) => dependsOnViewer(query.queryKey) && query.queryHash !== kept,
      });
    } else if (next.products !== previous.products) {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all });
    }
  });
}
