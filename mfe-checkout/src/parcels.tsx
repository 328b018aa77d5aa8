import { createRemoteParcels } from '@stride/shared/react';
import { CheckoutRoot } from './CheckoutRoot';
import { definition } from './definition';

export const parcels = createRemoteParcels(definition, CheckoutRoot);
