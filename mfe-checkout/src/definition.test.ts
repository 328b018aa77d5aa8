import { describeRemoteDefinition } from '@stride/shared/testing';
import { definition } from './definition';
import { parcels } from './parcels';

describeRemoteDefinition('mfe-checkout', { definition, parcels });
