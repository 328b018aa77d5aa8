import type { RouteParcelProps } from '@stride/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { PageScreen } from '../page/PageScreen';
import { ContentParcelContext } from './ContentParcelContext';

/** Root of the route parcel: the shell's query client, i18n and props for the page at `props.path`. */
export function ContentRoot(props: RouteParcelProps) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <I18nextProvider i18n={props.i18n}>
        <ContentParcelContext.Provider value={props}>
          <PageScreen />
        </ContentParcelContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
