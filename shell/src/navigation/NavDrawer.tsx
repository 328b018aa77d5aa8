import type { GlobalConfig } from '@stride/shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { AppBrand } from './AppBrand';
import { DestinationLinks, type DestinationLinksProps } from './DestinationLinks';

export interface NavDrawerProps extends Omit<DestinationLinksProps, 'block'> {
  config: GlobalConfig;
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The menu of a phone or tablet: a modal dialog from the start edge with the app's destinations. Focus moves
 * to the current destination (else the first), stays inside while it is open, and returns to what had it
 * (the menu button) when it closes; Escape, the close button and the backdrop close it.
 */
export function NavDrawer({ config, onClose, ...links }: NavDrawerProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page beside the drawer is out of reach while it is open: pointers, keys and screen readers alike.
    const behind = [...(backdrop.current?.parentElement?.children ?? [])].filter((el) => el !== backdrop.current);
    behind.forEach((element) => element.setAttribute('inert', ''));
    const dialog = panel.current;
    const start =
      dialog?.querySelector<HTMLElement>('a[aria-current="page"]') ?? dialog?.querySelector<HTMLElement>('a[href]');
    start?.focus();
    return () => {
      // Reachable again first: an inert element takes no focus.
      behind.forEach((element) => element.removeAttribute('inert'));
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // aria-modal promises the rest of the page is out of reach: Tab cycles within the drawer.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={backdrop}
      className="stride-drawer"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="stride-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={links.t('nav.menu')}
        onKeyDown={keepFocusInside}
      >
        <div className="stride-drawer__head">
          <AppBrand config={config} className="stride-drawer" />
          <button type="button" className="stride-icon-button" aria-label={links.t('nav.closeMenu')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={links.t('nav.label')}>
          <DestinationLinks {...links} block="stride-drawer" />
        </nav>
      </div>
    </div>
  );
}
