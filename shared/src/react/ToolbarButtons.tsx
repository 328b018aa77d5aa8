import { busServiceRef } from '@stride/shared';
import { LineIcon } from './LineIcon';
import { useService } from './ParcelProviders';
import './ui.scss';

/** A toolbar's back button: the arrow points the way the reading direction goes back. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="stride-icon-button stride-icon-button--back" aria-label={label} onClick={onClick}>
      <LineIcon path="M15 5l-7 7 7 7" />
    </button>
  );
}

/** The menu button of a toolbar on phones and tablets (spec §2): the shell's navigation drawer opens. */
export function MenuButton({ label }: { label: string }) {
  const bus = useService(busServiceRef);
  return (
    <button
      type="button"
      className="stride-icon-button"
      aria-label={label}
      onClick={() => bus.emit('navigation:open-menu')}
    >
      <LineIcon path="M4 7h16M4 12h16M4 17h16" />
    </button>
  );
}
