import type { ActivityBody } from '@stride/shared';
import type { QueuedActivity } from './ActivityReporter';

export interface PageViewOptions {
  report(activity: QueuedActivity): unknown;
  /** Calls back on every navigation (the shell's history listeners); returns the way to stop. */
  onNavigate(listener: () => void): () => void;
  path(): string;
  /** The id of the page at a path, when its data is loaded (the content remote's query cache). */
  pageIdAt(path: string): string | null;
  now?: () => number;
}

/**
 * page_viewed {path, page_id} (spec §7) for the page open now and after every navigation to another path (a hash
 * or query change is the same page). The page's id is looked up when the report is sent: by then the content
 * remote has usually loaded it. Returns the way to stop.
 */
export function watchPageViews({ report, onNavigate, path, pageIdAt, now = Date.now }: PageViewOptions): () => void {
  let last: string | null = null;
  const viewed = () => {
    const current = path();
    if (current === last) return;
    last = current;
    const ts = new Date(now()).toISOString();
    report((): ActivityBody => {
      const pageId = pageIdAt(current);
      return {
        activity_type: 'page_viewed',
        data: pageId ? { path: current, page_id: pageId } : { path: current },
        ts,
      };
    });
  };
  viewed();
  return onNavigate(viewed);
}
