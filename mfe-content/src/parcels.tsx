import { createRemoteParcels } from '@stride/shared/react';
import { definition } from './definition';
import { ContentRoot } from './parcel/ContentRoot';

export const parcels = createRemoteParcels(definition, ContentRoot, {
  errorMessageKey: 'errorTitle',
  errorClassName: 'content-parcel-error',
});
