import type { AccessChainNode, PageAccess } from '@stride/shared';
import { pageAccessSchema } from '@stride/shared/schemas';
import { chainReadsSubscriptions } from './viewerPageAccess';

const node = (page_id: string, rules: Partial<PageAccess> = {}): AccessChainNode => ({
  page_id,
  access: pageAccessSchema.parse(rules),
});

describe('chainReadsSubscriptions', () => {
  it.each([
    ['an open chain', [node('a'), node('root')], false],
    ['a purchase gate', [node('a', { inherit: false, require_purchase: true }), node('root')], false],
    ['a drip on a date', [node('a', { is_scheduled: true, unlocks_at: '2030-01-01T00:00:00Z' }), node('r')], false],
    ['a private ancestor', [node('a'), node('root', { inherit: false, is_private: true })], true],
    ['a drip from the start', [node('a', { is_scheduled: true, unlock_duration_seconds: 60 }), node('r')], true],
  ])('reads the member subscriptions for %s: %s', (_name, chain, expected) => {
    expect(chainReadsSubscriptions(chain)).toBe(expected);
  });
});
