import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Button } from './Button';
import './ui.scss';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  closeLabel?: string;
  /** False for a step the member must finish first: no close button, and Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** The title heading (then focusable), so a dialog whose content changes can move focus to its new title. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * Dialog over the page, opened with `showModal()`: the browser keeps focus inside it and makes the rest of the
 * page inert. Escape, the close button and the backdrop dismiss it (unless not dismissible); focus moves into it
 * on open and back to what had it when it goes.
 */
export function Modal({ title, onClose, children, closeLabel = 'Close', dismissible = true, titleRef }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Handlers change on every render of most callers; the dialog opens once and reads the latest ones.
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The app decides when the dialog goes (a hash change), not the browser's own Escape handling.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Escape that reached no key handler above (a lightbox inside stops it) is still the browser's to cancel.
    const onCancel = (event: Event) => event.preventDefault();
    // Browsers may close a modal dialog anyway (repeated Escape without user activation): keep state in step.
    const onNativeClose = () => {
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    document.addEventListener('keydown', onKey);
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, []);

  return (
    <dialog
      className="stride-modal__dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={dialogRef}
      // The panel fills the dialog, so a click that lands on the dialog itself is on its backdrop.
      onClick={(event) => latest.current.dismissible && event.target === event.currentTarget && onClose()}
    >
      <div className="stride-modal__panel">
        {dismissible ? (
          <Button variant="link" className="stride-modal__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Button>
        ) : null}
        <h2 id={titleId} className="stride-modal__title" dir="auto" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
