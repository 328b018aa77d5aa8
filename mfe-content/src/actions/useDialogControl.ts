import { useCallback, useRef, useState } from 'react';

/** A button that opens a dialog: closing it gives focus back to the button (spec: focus managed). */
export function useDialogControl() {
  const [open, setOpen] = useState(false);
  const controlRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    controlRef.current?.focus();
  }, []);
  return { open, show: () => setOpen(true), close, controlRef };
}
