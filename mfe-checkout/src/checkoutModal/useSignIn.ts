import { AUTH_LINK_PARAMS, busServiceRef } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useCallback } from 'react';

/**
 * Opens #auth on its log-in step. It goes first in the hash, so this dialog gives way to it and comes back, with
 * the same products, once the member has signed in and #auth closes.
 */
export function useSignIn(): () => void {
  const bus = useService(busServiceRef);
  return useCallback(
    () => bus.emit('modal:open', { modal: 'auth', params: { [AUTH_LINK_PARAMS.view]: 'login' } }),
    [bus],
  );
}
