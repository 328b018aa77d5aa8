import { VIEWER_SCOPE } from '../session/viewerScope';
import { normalisePagePath } from './Page';

/**
 * Query keys of the content domain. The factories live with the React pieces (pageQueries,
 * myContentQueries in @stride/shared/react); the keys are here for the shell, which primes the page inlined
 * at boot and clears what depends on the viewer.
 */
export const contentQueryKeys = {
  all: ['content'] as const,
  /** Every content answer that depends on who asks. */
  viewer: ['content', VIEWER_SCOPE] as const,
  /** Static page data: blocks and locks differ per member (spec §7). */
  pages: ['content', VIEWER_SCOPE, 'page'] as const,
  page: (path: string) => ['content', VIEWER_SCOPE, 'page', normalisePagePath(path)] as const,
  /**
   * GET /my-content, per member: mfe-account draws it; content mutations (bookmark, complete, subscribe)
   * invalidate every member's with `myContent()`.
   */
  myContent: (userId?: string) =>
    userId
      ? (['content', VIEWER_SCOPE, 'my-content', userId] as const)
      : (['content', VIEWER_SCOPE, 'my-content'] as const),
  /** An access tree is the same document for everyone (the engine decides per member): kept across sessions. */
  accessTrees: ['content', 'access-tree'] as const,
  accessTree: (rootId: string) => ['content', 'access-tree', rootId] as const,
};
