import type { RemoteRootProps } from '@stride/shared';
import { AuthModal } from './authModal/AuthModal';

/** The one root of mfe-auth: it owns no route, only the #auth modal. */
export function AuthRoot({ target }: RemoteRootProps) {
  return target.kind === 'modal' ? <AuthModal close={target.close} /> : null;
}
