import type { RemoteEntryModule, RouteParcelProps } from '@stride/shared';
import { createRemoteParcel } from '@stride/shared/react';
import { definition } from './definition';
import { ScheduleScreen } from './week/ScheduleScreen';

export const parcels: RemoteEntryModule['parcels'] = {
  route: createRemoteParcel<RouteParcelProps>(definition, ScheduleScreen),
};
