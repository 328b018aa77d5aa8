import { describeRemoteDefinition } from '@stride/shared/testing';
import { definition } from './definition';
import { parcels } from './parcels';

describeRemoteDefinition('mfe-content', { definition, parcels });

it('names the not-found screen as the spec does', () => {
  expect(definition.resources.en?.notFoundTitle).toBe('Page Not Found');
});
