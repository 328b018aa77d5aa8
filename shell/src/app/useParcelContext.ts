import type { StrideParcelContext } from '@stride/shared';
import { useMemo } from 'react';
import { parseHashModals } from '../modals/parseHashModals';
import { canGoBack, goBack, useBrowserLocation } from '../router/browserHistory';
import { navigateTo } from '../router/navigateTo';
import { useSession } from '../session/useSession';
import type { ShellServices } from './ShellServices';

/** The props every parcel gets, rebuilt when the session or the location changes (parcels then update). */
export function useParcelContext(services: ShellServices): StrideParcelContext {
  const { bus, api, queryClient, i18n, config, colorMode, realtime, pageBuilder, updateWaiting, slotOutlet } = services;
  const session = useSession(services.session);
  const { pathname, search, hash } = useBrowserLocation();

  const context = useMemo<StrideParcelContext>(
    () => ({
      bus,
      api,
      queryClient,
      i18n,
      appConfig: config,
      colorMode,
      realtime,
      session,
      location: { pathname, search, hash },
      navigate: navigateTo,
      canGoBack,
      back: goBack,
      pageBuilder,
      suppressPrompts: parseHashModals(hash, []).suppressPrompts,
      updateWaiting,
      ...(slotOutlet ? { slotOutlet } : {}),
    }),
    [
      bus,
      api,
      queryClient,
      i18n,
      config,
      colorMode,
      realtime,
      session,
      pathname,
      search,
      hash,
      pageBuilder,
      updateWaiting,
      slotOutlet,
    ],
  );

  return context;
}
