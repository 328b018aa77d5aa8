import type { PageAccess } from '..';

/** An access node that sets nothing (inherits), with the fields a test cares about. */
export function makePageAccess(overrides: Partial<PageAccess> = {}): PageAccess {
  return {
    inherit: true,
    parent: null,
    is_progress_root: false,
    is_private: false,
    require_purchase: false,
    allow_browsing: false,
    require_authentication: false,
    is_scheduled: false,
    unlocks_at: null,
    unlock_duration_seconds: null,
    schedule_period: null,
    schedule_interval: null,
    products: [],
    purchase_overlay: null,
    ...overrides,
  };
}
