import { PREVIEW_READY_MESSAGE, readPreviewPageMessage, type PageData, type PreviewReadyMessage } from '@stride/shared';
import { useEffect, useState } from 'react';

/**
 * Only a builder may set the preview: a window on this origin, or the window embedding the preview
 * (a builder served from another origin frames it). Any other window's messages are ignored.
 */
function isFromBuilder(event: MessageEvent): boolean {
  return event.origin === window.location.origin || (event.source !== null && event.source === window.parent);
}

function announceReady(): void {
  const message: PreviewReadyMessage = { type: PREVIEW_READY_MESSAGE };
  // Framed, the preview cannot know the builder's origin; the message carries nothing but its type.
  if (window.parent === window) window.postMessage(message, window.location.origin);
  else window.parent.postMessage(message, '*');
}

/**
 * In page-builder mode, the latest page the builder posted (PreviewPageMessage) while the preview is at
 * `path`, else null. Listening starts with a PreviewReadyMessage so the builder knows when to post; after
 * a navigation inside the preview the posted page is dropped and the builder is told again.
 */
export function usePreviewPage(enabled: boolean, path: string): PageData | null {
  const [preview, setPreview] = useState<{ path: string; data: PageData } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (!isFromBuilder(event)) return;
      const data = readPreviewPageMessage(event.data);
      if (data) setPreview({ path, data });
    };
    window.addEventListener('message', onMessage);
    announceReady();
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, path]);

  return enabled && preview?.path === path ? preview.data : null;
}
