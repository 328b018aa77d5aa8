import type { MouseEvent } from 'react';

/**
 * "Skip to content": the first focusable element, drawn only while focused. It moves focus to the screen's
 * one <main> (whichever remote drew it) without touching the URL, whose hash opens modals.
 */
export function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.querySelector('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href="#main" className="stride-skip-link" onClick={skip}>
      {label}
    </a>
  );
}
