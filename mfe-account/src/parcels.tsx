import type { ModalParcelProps, RemoteEntryModule, RouteParcelProps } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { AccountRoot } from './AccountRoot';
import { definition } from './definition';
import { ProfileModal } from './profileModal/ProfileModal';

export const parcels: RemoteEntryModule['parcels'] = {
  route: createRemoteParcel<RouteParcelProps>(definition, AccountRoot),
  modals: { profile: createRemoteParcel<ModalParcelProps>(definition, ProfileModal) },
};
