// Stands in for '@module-federation/enhanced/runtime' in the one-bundle build the benchmark compares
// against: the same shell code, with every remote's entry imported statically instead of by URL.
import * as account from '../../../mfe-account/src/entry';
import * as auth from '../../../mfe-auth/src/entry';
import * as checkout from '../../../mfe-checkout/src/entry';
import * as content from '../../../mfe-content/src/entry';
import * as messaging from '../../../mfe-messaging/src/entry';
import * as schedule from '../../../mfe-schedule/src/entry';

const ENTRIES: Record<string, unknown> = {
  'mfe_content/entry': content,
  'mfe_auth/entry': auth,
  'mfe_checkout/entry': checkout,
  'mfe_messaging/entry': messaging,
  'mfe_schedule/entry': schedule,
  'mfe_account/entry': account,
};

export function registerRemotes(): void {}

export async function preloadRemote(): Promise<void> {}

export async function loadRemote<T>(id: string): Promise<T> {
  const entry = ENTRIES[id];
  if (!entry) throw new Error(`No statically bundled remote for ${id}`);
  return entry as T;
}
