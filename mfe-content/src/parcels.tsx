import type { RemoteEntryModule, RouteParcelProps } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { definition } from './definition';
import { ContentRoot } from './parcel/ContentRoot';

export const parcels: RemoteEntryModule['parcels'] = {
  route: createRemoteParcel<RouteParcelProps>(definition, ContentRoot, {
    errorMessageKey: 'errorTitle',
    errorClassName: 'content-parcel-error',
  }),
};
