import { queryClientServiceRef, type RemoteRootProps } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { installContentCachePolicy } from '../loading/contentCachePolicy';
import { PageScreen } from '../page/PageScreen';

/** The content remote's one root: the page at the route target's path (it owns no modals). */
export function ContentRoot({ target }: RemoteRootProps) {
  // Before the page's first query: the bounds apply to every entry of this domain.
  installContentCachePolicy(useService(queryClientServiceRef));
  return target.kind === 'route' ? <PageScreen path={target.path} /> : null;
}
