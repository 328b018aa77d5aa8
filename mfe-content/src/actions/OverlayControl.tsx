import { Suspense, useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { lazyComponent } from '../loading/lazyComponent';

// Loaded when first opened: no page needs the dialog to draw.
const OverlayDialog = lazyComponent(() => import('../overlays/OverlayDialog').then((m) => m.OverlayDialog));

/** trigger_overlay: opens the overlay dialog; focus comes back to this control when it closes. */
export function OverlayControl({
  overlayId,
  className,
  style,
  children,
}: {
  overlayId: string | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const controlRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    controlRef.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={controlRef}
        type="button"
        className={className}
        style={style}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OverlayDialog overlayId={overlayId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
