import type { ModalParcelProps, RemoteEntryModule } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { AuthModal } from './authModal/AuthModal';
import { definition } from './definition';

export const parcels: RemoteEntryModule['parcels'] = {
  modals: { auth: createRemoteParcel<ModalParcelProps>(definition, AuthModal) },
};
