import { createRemoteParcels } from '@stride/shared/react';
import { AccountRoot } from './AccountRoot';
import { definition } from './definition';

export const parcels = createRemoteParcels(definition, AccountRoot);
