import { useService } from '@stride/shared/react';
import {
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  evaluatePageAccess,
  linkLockReason,
  type AccessTree,
  type LinkAccessState,
  type PageAccessContext,
  type PageType,
} from '@stride/shared';
import { useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { useAccess } from './useAccess';
import { useMemberData } from '../progress/useMemberData';
import { accessContextOf } from './accessContext';
import { accessChain, treeNodeByPath } from './accessTreeIndex';

export interface LinkAccess {
  state: LinkAccessState;
  /** The target's page type, when its tree is known. */
  type: PageType | null;
  /** A form page's page and form: the link opens the form, whatever the page's lock (spec §2). */
  form: { pageId: string; formId: string } | null;
}

const GRANTED: LinkAccess = { state: { status: 'granted' }, type: null, form: null };
const LOADING: LinkAccess = { state: { status: 'loading' }, type: null, form: null };

/** True once the element has been on screen; at once where IntersectionObserver does not exist. */
function useSeen(element: RefObject<Element>, enabled: boolean): boolean {
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!enabled || seen || !observable) return;
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, seen, observable]);
  return seen || (enabled && !observable);
}

/**
 * Access to an in-app link's page, loaded lazily (spec §2): nothing happens until the link is on screen;
 * then its root comes from the local root cache or a tree already shown, its tree is fetched if this
 * session has not, and the shared engine decides over it. A page whose root or node is unknown counts as
 * granted: the page itself decides when opened. Page-builder previews lock nothing.
 */
export function useLinkAccess(path: string | null, element: RefObject<Element>): LinkAccess {
  const appConfig = useService(configServiceRef);
  const session = useService(sessionServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { store, loader } = useAccess();
  const member = useMemberData();
  const enabled = path !== null && !pageBuilder;
  const seen = useSeen(element, enabled);
  const pagePath = path?.split(/[?#]/)[0] ?? null;
  const rootId = enabled && seen && pagePath !== null ? store.rootOfPath(pagePath) : null;

  // The link re-renders only when its own answer changes, not on every change to the store.
  const snapshot = useSyncExternalStore(
    store.subscribe,
    () => {
      if (!enabled) return JSON.stringify(GRANTED);
      if (!seen) return JSON.stringify(LOADING);
      const root = pagePath !== null ? store.rootOfPath(pagePath) : null;
      if (root === null || pagePath === null) return JSON.stringify(GRANTED);
      const tree = store.tree(root);
      // Until the session and the member's lists are known, a drip or private page cannot be decided.
      if (tree === null || session.status === 'unchecked' || (member.userId !== null && member.data === null)) {
        return JSON.stringify(LOADING);
      }
      return JSON.stringify(linkAccessIn(tree, pagePath, accessContextOf(appConfig, session, member.data)));
      // The server, knowing no tree, grants every link it has not seen yet: so does hydration of its markup.
    },
    () => JSON.stringify(enabled && !seen ? LOADING : GRANTED),
  );

  useEffect(() => {
    if (rootId !== null) loader.ensureTree(rootId);
  }, [loader, rootId]);

  return useMemo(() => JSON.parse(snapshot) as LinkAccess, [snapshot]);
}

function linkAccessIn(tree: AccessTree, path: string, context: PageAccessContext): LinkAccess {
  const node = treeNodeByPath(tree, path);
  if (!node) return GRANTED;
  const result = evaluatePageAccess(accessChain(tree, node.id), context);
  const form = node.form_id ? { pageId: node.id, formId: node.form_id } : null;
  if (result.granted) return { state: { status: 'granted' }, type: node.type, form };
  return {
    state: { status: 'locked', reason: linkLockReason(result.reason, context.viewer), result },
    type: node.type,
    form,
  };
}
