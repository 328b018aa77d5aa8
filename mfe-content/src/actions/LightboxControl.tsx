import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Lightbox, type LightboxImage } from '../overlays/Lightbox';

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
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open ? <Lightbox image={image} onClose={close} /> : null}
    </>
  );
}
