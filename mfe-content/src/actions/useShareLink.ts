import { useCallback, useEffect, useState } from 'react';
import { isAppPath } from '../links/linkTarget';

export type ShareStatus = 'idle' | 'copied' | 'failed';

/** How long "Link copied" stays before the control is quiet again. */
const STATUS_MS = 4000;

/** The absolute URL to share: this page, a path of this app, or an https address. */
export function shareUrl(target: string | null | undefined): string {
  const value = target?.trim();
  if (value && isAppPath(value)) return new URL(value, window.location.origin).href;
  if (value && /^https:\/\//i.test(value)) return value;
  return window.location.href;
}

/**
 * Shares with the system share sheet when the browser has one, else copies the link and says so. A member
 * closing the share sheet is not a failure.
 */
export function useShareLink(): { share(url: string, title: string): Promise<void>; status: ShareStatus } {
  const [status, setStatus] = useState<ShareStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const share = useCallback(async (url: string, title: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }, []);
  return { share, status };
}
