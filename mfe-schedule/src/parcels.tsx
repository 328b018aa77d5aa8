import { createRemoteParcels } from '@stride/shared/react';
import { definition } from './definition';
import { ScheduleRoot } from './ScheduleRoot';

export const parcels = createRemoteParcels(definition, ScheduleRoot);
