import type { ModalParcelProps, RemoteEntryModule, RouteParcelProps } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { definition } from './definition';
import { GroupModal } from './groupModals/GroupModal';
import { MessagesScreen } from './inbox/MessagesScreen';

export const parcels: RemoteEntryModule['parcels'] = {
  route: createRemoteParcel<RouteParcelProps>(definition, MessagesScreen),
  modals: {
    participants: createRemoteParcel<ModalParcelProps>(definition, GroupModal),
    renaming: createRemoteParcel<ModalParcelProps>(definition, GroupModal),
    members: createRemoteParcel<ModalParcelProps>(definition, GroupModal),
  },
};
