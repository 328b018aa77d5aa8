import { Modal } from '@stride/shared/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/**
 * The checkout's dialog, whose title names the step it is at. A new step is announced by moving focus to the
 * title (not on opening: the modal focuses itself then).
 */
export function StepDialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const { t } = useCheckoutTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownTitleRef = useRef(title);
  useEffect(() => {
    if (shownTitleRef.current === title) return;
    shownTitleRef.current = title;
    titleRef.current?.focus();
  }, [title]);
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('close')} titleRef={titleRef}>
      <div className="checkout-modal">{children}</div>
    </Modal>
  );
}
