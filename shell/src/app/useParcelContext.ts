import type { StrideParcelContext } from '@stride/shared';
import { useEffect, useMemo } from 'react';
import { parseHashModals } from '../modals/parseHashModals';
import { canGoBack, goBack, useBrowserLocation } from '../router/browserHistory';
import { navigateTo } from '../router/navigateTo';
import { useSession } from '../session/useSession';
import type { ShellServices } from './ShellServices';

/**
 * The props every parcel gets, rebuilt when the session or the location changes (parcels then update),
 * and published for slots rendered inside remote trees. The bus `navigate` event goes through the router.
 */
export function useParcelContext(services: ShellServices): StrideParcelContext {
  const { bus, api, queryClient, i18n, config, pageBuilder, Slot, contextStore, updateWaiting } = services;
  const session = useSession(services.session);
  const { pathname, search, hash } = useBrowserLocation();

  useEffect(() => {
    const onNavigate = ({ to, replace }: { to: string; replace?: boolean }) => navigateTo(to, { replace });
    bus.on('navigate', onNavigate);
    return () => bus.off('navigate', onNavigate);
  }, [bus]);

  const context = useMemo<StrideParcelContext>(
    () => ({
      bus,
      api,
      queryClient,
      i18n,
      appConfig: config,
      session,
      location: { pathname, search, hash },
      navigate: navigateTo,
      canGoBack,
      back: goBack,
      pageBuilder,
      suppressPrompts: parseHashModals(hash, []).suppressPrompts,
      updateWaiting,
      Slot,
    }),
    [bus, api, queryClient, i18n, config, session, pathname, search, hash, pageBuilder, Slot, updateWaiting],
  );

  useEffect(() => contextStore.set(context), [contextStore, context]);
  return context;
}
