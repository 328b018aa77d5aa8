import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useDialogControl } from './useDialogControl';
import { lazyComponent } from '../loading/lazyComponent';
import type { LightboxImage } from '../overlays/Lightbox';

// Loaded when first opened: no page needs the viewer to draw.
const Lightbox = lazyComponent(() => import('../overlays/Lightbox').then((m) => m.Lightbox), { drawnOnServer: false });

/** open_lightbox: shows the image full screen; focus comes back to this control when it closes. */
export function LightboxControl({
  image,
  label,
  className,
  style,
  children,
}: {
  image: LightboxImage;
  label?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { open, show, close, controlRef } = useDialogControl();
  return (
    <>
      <button
        ref={controlRef}
        type="button"
        className={className}
        style={style}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={show}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Lightbox image={image} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
