import { describeRemoteDefinition } from '../../shared/test/describeRemoteDefinition';
import { definition } from './definition';
import { parcels } from './parcels';

describeRemoteDefinition('mfe-schedule', { definition, parcels });
