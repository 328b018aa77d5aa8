import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { OverlayDialog } from '../overlays/OverlayDialog';

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
      {open ? <OverlayDialog overlayId={overlayId} onClose={close} /> : null}
    </>
  );
}
