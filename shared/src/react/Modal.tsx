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

/** Dialog over the page: Escape and the close button dismiss it (unless not dismissible); focus moves into it on open. */
export function Modal({ title, onClose, children, closeLabel = 'Close', dismissible = true, titleRef }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    if (!dismissible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, dismissible]);
  return (
    <div className="stride-modal" onClick={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div
        className="stride-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
      >
        {dismissible ? (
          <Button variant="link" className="stride-modal__close" onClick={onClose} aria-label={closeLabel}>
            ×
          </Button>
        ) : null}
        <h2 id={titleId} className="stride-modal__title" dir="auto" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
