/**
 * The second segment of every query key whose answer depends on who asks (`[domain, VIEWER_SCOPE, …]`): a
 * paid page's blocks, the member's lists, access answers. The shell drops them all when another person takes
 * the device (watchViewerCaches), so none of it shows to the next person; answers for everyone keep theirs.
 */
export const VIEWER_SCOPE = 'viewer';

export function dependsOnViewer(queryKey: readonly unknown[]): boolean {
  return queryKey[1] === VIEWER_SCOPE;
}
