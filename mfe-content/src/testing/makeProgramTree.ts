import type { AccessTree, AccessTreeNode, PageAccess, PageSubscribersResponse } from '@stride/shared';

import { makePageAccess } from '@stride/shared/testing';

export function makeNode(
  id: string,
  path: string,
  parent: string | null,
  access: Partial<PageAccess> = {},
  type: AccessTreeNode['type'] = 'generic',
): AccessTreeNode {
  return { id, parent, path, title: id, type, position: 0, access: makePageAccess({ parent, ...access }) };
}

/**
 * A program root with a free first day, a paid page, a page that drips a day after the start, one that
 * unlocks on a date, a members-only page and a form.
 */
export function makeProgramTree(): AccessTree {
  return {
    root_id: 'root',
    nodes: [
      makeNode('root', '/program', null, { inherit: false, is_progress_root: true }),
      makeNode('day-1', '/program/day-1', 'root'),
      makeNode('paid', '/program/paid', 'root', {
        inherit: false,
        require_purchase: true,
        products: [{ id: 'prod-a' }, { id: 'prod-b' }],
        purchase_overlay: { id: 'overlay-1' },
      }),
      makeNode('day-2', '/program/day-2', 'root', {
        inherit: false,
        is_scheduled: true,
        unlock_duration_seconds: 86_400,
      }),
      makeNode('live', '/program/live', 'root', {
        inherit: false,
        is_scheduled: true,
        unlocks_at: '2030-01-15T09:00:00.000Z',
      }),
      makeNode('members', '/program/members', 'root', { inherit: false, require_authentication: true }),
      {
        ...makeNode('survey', '/program/survey', 'root', { inherit: false, require_purchase: true }, 'form'),
        form_id: 'form-1',
      },
    ],
  };
}

export function makeSubscribers(overrides: Partial<PageSubscribersResponse> = {}): PageSubscribersResponse {
  return {
    page_id: 'root',
    page_title: 'Program',
    page_path: '/program',
    count: 4,
    last_5: [],
    can_schedule_start: false,
    sequence: null,
    progress: 0,
    subscription: null,
    ...overrides,
  };
}
