import type { PageAccess, PageData } from './Page';

/** `type` of the message a page builder posts to the preview with the draft page to show. */
export const PREVIEW_PAGE_MESSAGE = 'stride:preview-page';

/** `type` of the message the preview posts when it listens (again): the builder answers with its page. */
export const PREVIEW_READY_MESSAGE = 'stride:preview-ready';

/**
 * Page-builder preview (`?page-builder`, spec §2): the builder — the window embedding the preview in an
 * iframe, or the preview's own window — calls `postMessage(message, previewOrigin)`. The page is shown
 * as sent, with no access check and no fetch.
 */
export interface PreviewPageMessage {
  type: typeof PREVIEW_PAGE_MESSAGE;
  page: PageData;
}

/**
 * Sent to the builder (`window.parent`, or the preview's own window when not framed) whenever the preview
 * starts listening: on load and after each navigation inside the preview, which drops the page posted before.
 */
export interface PreviewReadyMessage {
  type: typeof PREVIEW_READY_MESSAGE;
}

/** The access node of a draft posted without one (a new page has no access settings yet): it sets nothing. */
const UNSET_ACCESS: PageAccess = {
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
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page of a preview message, or null for any other message. The check is loose on purpose: a builder's
 * draft is incomplete by nature, so only what rendering needs is required (a page with a path, a block
 * list); blocks that are not objects with a type are dropped, a missing action list or attribute map
 * is read as empty, and missing access settings as a node that sets nothing. Each block is drawn inside its own error boundary.
 */
export function readPreviewPageMessage(data: unknown): PageData | null {
  if (!isRecord(data) || data.type !== PREVIEW_PAGE_MESSAGE || !isRecord(data.page)) return null;
  const { page, blocks, attributes } = data.page;
  if (!isRecord(page) || typeof page.path !== 'string' || !Array.isArray(blocks)) return null;
  const draft = {
    page: {
      ...page,
      actions: Array.isArray(page.actions) ? page.actions : [],
      access: { ...UNSET_ACCESS, ...(isRecord(page.access) ? page.access : {}) },
    },
    blocks: blocks.filter((block) => isRecord(block) && typeof block.type === 'string'),
    attributes: isRecord(attributes) ? attributes : {},
  };
  // Loosely checked above: the fields rendering reads are present, the rest is the builder's draft as sent.
  return draft as PageData;
}
