import { LineIcon } from '@stride/shared/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect(): void;
  /** Drawn in the danger colour (delete, leave, block). */
  danger?: boolean;
}

/**
 * A button that opens a menu of actions (the ARIA menu button pattern): arrows, Home and End move between items,
 * Enter or Space picks, Escape closes and gives focus back to the button; a click elsewhere closes it.
 */
export function ActionMenu({
  label,
  items,
  icon = 'M5 12h.01M12 12h.01M19 12h.01',
  className,
}: {
  label: string;
  items: readonly MenuItem[];
  /** The button's line icon (24×24 path); three dots by default. */
  icon?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      // The menu is what Escape closes here, not a dialog it may sit in.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  if (items.length === 0) return null;
  return (
    <div className={['messaging-menu', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        ref={buttonRef}
        className="stride-icon-button messaging-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <LineIcon path={icon} />
      </button>
      {open ? (
        <ul
          className="messaging-menu__list"
          role="menu"
          id={menuId}
          aria-label={label}
          ref={menuRef}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`messaging-menu__item${item.danger ? ' messaging-menu__item--danger' : ''}`}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
