import type { ModalParcelProps, RemoteEntryModule } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { CheckoutModal } from './checkoutModal/CheckoutModal';
import { definition } from './definition';

export const parcels: RemoteEntryModule['parcels'] = {
  modals: { checkout: createRemoteParcel<ModalParcelProps>(definition, CheckoutModal) },
};
