import { LineIcon } from '@stride/shared/react';
import type { DestinationIcon as IconName } from './navDestinations';

// Outline pictures on a 24 px grid, drawn with the text colour. Inline: an icon library would outweigh the shell.
const PATHS: Record<IconName, string> = {
  home: 'M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z',
  messages: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H9l-5 4z',
  schedule: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M9 3v4M15 3v4',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  dumbbell: 'M6.5 7v10M17.5 7v10M3.5 9.5v5M20.5 9.5v5M6.5 12h11',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 20.5h8',
  bowl: 'M3 11h18a9 9 0 0 1-18 0zM9 7.5l1-3.5M14 7.5l1-3.5',
  book: 'M5 19V6a2 2 0 0 1 2-2h12v13H7a2 2 0 0 0-2 2zm0 0a2 2 0 0 0 2 2h12',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14.5 7v10',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 17l-5.3 2.7 1-5.9-4.2-4.1 5.9-.8z',
};

/** A destination's picture; decorative, its link carries the name. */
export function DestinationIcon({ icon, size = 24 }: { icon: IconName; size?: number }) {
  return <LineIcon path={PATHS[icon]} size={size} />;
}
