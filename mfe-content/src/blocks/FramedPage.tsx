import { frameSource } from '@stride/shared';
import './embeds.scss';

// No allow-top-navigation: a framed page can never replace the app. allow-same-origin keeps the framed
// page's own origin (an https page cannot reach ours through it; a path of this app is the app itself).
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** An https page or a path of this app in a sandboxed frame; throws for anything else (the block's error state). */
export function FramedPage({
  url,
  title,
  height,
  referrer,
}: {
  url: string;
  title: string;
  height: number;
  referrer: 'strict-origin-when-cross-origin' | 'no-referrer';
}) {
  const source = frameSource(url);
  if (!source) throw new Error('Not an https address or a path of this app');
  return (
    <iframe
      className="content-frame"
      src={source.src}
      title={title}
      style={{ height: `${height}px` }}
      loading="lazy"
      sandbox={SANDBOX}
      allow="fullscreen"
      referrerPolicy={referrer}
    />
  );
}
