import { createRemoteParcels } from '@stride/shared/react';
import { AuthRoot } from './AuthRoot';
import { definition } from './definition';

export const parcels = createRemoteParcels(definition, AuthRoot);
