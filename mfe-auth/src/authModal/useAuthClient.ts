import { apiServiceRef, configServiceRef, type AccessConfig } from '@stride/shared';
import { AuthClient } from '@stride/shared/accounts';
import { useService } from '@stride/shared/react';
import { useMemo } from 'react';

/** The auth endpoints over the shell's API client. */
export function useAuthClient(): AuthClient {
  const api = useService(apiServiceRef);
  return useMemo(() => new AuthClient(api), [api]);
}

/** How members may sign in to this app (registration, passwordless, social). */
export function useAccessConfig(): AccessConfig {
  return useService(configServiceRef).access;
}
