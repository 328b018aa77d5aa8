import { createRemoteParcels, pageQueries } from '@stride/shared/react';
import { definition } from './definition';
import { preloadServerDrawnViews } from './loading/lazyComponent';
import { ContentRoot } from './parcel/ContentRoot';

export const parcels = createRemoteParcels(definition, ContentRoot, {
  errorMessageKey: 'errorTitle',
  errorClassName: 'content-parcel-error',
  // The server drew the page from its JSON: the first render equals it only with that JSON at hand (the shell
  // primes it from the HTML), and never as a page-builder preview, which draws another screen.
  canHydrate: ({ api, queryClient, path, pageBuilder }) =>
    !pageBuilder && queryClient.getQueryData(pageQueries.byPath(api, path).queryKey) !== undefined,
  prepareHydration: preloadServerDrawnViews,
});
