import { describeRemoteDefinition } from '@stride/shared/testing';
import { definition } from './definition';
import { parcels } from './parcels';

describeRemoteDefinition('mfe-content', { definition, parcels });

it('names the not-found screen as the spec does', async () => {
  const { strings } = await definition.resources.en();
  expect(strings.notFoundTitle).toBe('Page Not Found');
});
