import { frameSource } from '@stride/shared';
import './embeds.scss';
import { useAppOrigin } from '../links/useAppOrigin';

// No allow-top-navigation: a framed page can never replace the app.
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The sandbox of a frame. Another origin keeps its own (allow-same-origin: its storage and cookies work, and it
 * still cannot reach ours). A page of this app never does: with scripts and our origin it could reach into the
 * app and remove its own sandbox.
 */
export function frameSandbox(src: string, origin: string = window.location.origin): string {
  return new URL(src, origin).origin === origin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}

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
  const origin = useAppOrigin();
  const source = frameSource(url);
  if (!source) throw new Error('Not an https address or a path of this app');
  return (
    <iframe
      className="content-frame"
      src={source.src}
      title={title}
      style={{ height: `${height}px` }}
      loading="lazy"
      sandbox={frameSandbox(source.src, origin)}
      allow="fullscreen"
      referrerPolicy={referrer}
    />
  );
}
