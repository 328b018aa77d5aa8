import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useDialogControl } from './useDialogControl';
import { lazyComponent } from '../loading/lazyComponent';

// Loaded when first opened: no page needs the dialog to draw.
const OverlayDialog = lazyComponent(() => import('../overlays/OverlayDialog').then((m) => m.OverlayDialog), {
  drawnOnServer: false,
});

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
  const { open, show, close, controlRef } = useDialogControl();
  return (
    <>
      <button ref={controlRef} type="button" className={className} style={style} aria-haspopup="dialog" onClick={show}>
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
