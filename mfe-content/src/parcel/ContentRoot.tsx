import type { RemoteRootProps } from '@stride/shared';
import { PageScreen } from '../page/PageScreen';

/** The content remote's one root: the page at the route target's path (it owns no modals). */
export function ContentRoot({ target }: RemoteRootProps) {
  return target.kind === 'route' ? <PageScreen path={target.path} /> : null;
}
