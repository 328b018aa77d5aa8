import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import './ui.scss';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  closeLabel?: string;
}

/** Dialog over the page: Escape and the close button dismiss it; focus moves into it on open. */
export function Modal({ title, onClose, children, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="stride-modal" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="stride-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
      >
        <Button variant="link" className="stride-modal__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </Button>
        <h2 id={titleId} className="stride-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
