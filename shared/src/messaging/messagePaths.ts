/** Spec §2 messaging routes and the query parameters other remotes link with. */
export const MESSAGES_PATH = '/me/messages';

export const MESSAGES_PARAMS = {
  /** Spec §2 "A query parameter selects a message thread to show". */
  thread: 'thread',
  /** The page whose comments to open (the page's comment thread row). */
  page: 'page_id',
} as const;

/** `/me/messages/{threadId}`. */
export function threadPath(threadId: string): string {
  return `${MESSAGES_PATH}/${encodeURIComponent(threadId)}`;
}

/** The comments of a page (resolved to its thread by the messaging remote). */
export function pageCommentsPath(pageId: string): string {
  return `${MESSAGES_PATH}?${MESSAGES_PARAMS.page}=${encodeURIComponent(pageId)}`;
}
