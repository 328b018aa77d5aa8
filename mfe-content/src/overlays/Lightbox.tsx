import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './overlays.scss';

export interface LightboxImage {
  url: string;
  alt: string;
}

/**
 * A full-screen image viewer. Focus moves to its close button and stays inside it; Escape, the close button
 * or a click beside the image closes it. The opener returns focus to its control.
 */
export function Lightbox({ image, onClose }: { image: LightboxImage; onClose(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    // The page behind must not scroll under a full-screen viewer.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the viewer closes, not a dialog it was opened from.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // The close button is the only control: Tab keeps focus on it.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };
  return (
    <div
      className="content-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={image.alt || t('lightboxTitle')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button
        ref={closeRef}
        type="button"
        className="content-lightbox__close"
        aria-label={t('closeLabel')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <img className="content-lightbox__image" src={image.url} alt={image.alt} />
    </div>
  );
}
