import {
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  i18nServiceRef,
  navigationServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
  type RemoteRootProps,
  type RouteParcelProps,
} from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useMemo } from 'react';
import { PageScreen } from '../page/PageScreen';
import { ContentParcelContext } from './ContentParcelContext';

/** The one root of mfe-content: the page at the route target's path (the remote owns no modal). */
export function ContentRoot({ target }: RemoteRootProps) {
  const bus = useService(busServiceRef);
  const api = useService(apiServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const i18n = useService(i18nServiceRef);
  const session = useService(sessionServiceRef);
  const appConfig = useService(configServiceRef);
  const navigation = useService(navigationServiceRef);
  const path = target.kind === 'route' ? target.path : null;
  const parcel = useMemo<RouteParcelProps | null>(
    () => (path === null ? null : { bus, api, queryClient, i18n, session, appConfig, ...navigation, path }),
    [bus, api, queryClient, i18n, session, appConfig, navigation, path],
  );
  if (!parcel) return null;
  return (
    <ContentParcelContext.Provider value={parcel}>
      <PageScreen />
    </ContentParcelContext.Provider>
  );
}
