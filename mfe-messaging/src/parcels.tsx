import { createRemoteParcels } from '@stride/shared/react';
import { definition } from './definition';
import { MessagingRoot } from './MessagingRoot';

export const parcels = createRemoteParcels(definition, MessagingRoot);
