import type { RouteParcelProps } from '@stride/shared';
import { ParcelProviders } from '@stride/shared/react';
import { PageScreen } from '../page/PageScreen';
import { ContentParcelContext } from './ContentParcelContext';

/** Root of the route parcel: the shell's query client, i18n and props for the page at `props.path`. */
export function ContentRoot(props: RouteParcelProps) {
  return (
    <ParcelProviders context={props}>
      <ContentParcelContext.Provider value={props}>
        <PageScreen />
      </ContentParcelContext.Provider>
    </ParcelProviders>
  );
}
