import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { DestinationIcon } from './DestinationIcon';
import type { NavDestination } from './navDestinations';

export interface DestinationLinksProps {
  destinations: readonly NavDestination[];
  /** The key of the destination the member is in (aria-current="page"). */
  active: string | null;
  /** Follows an in-app link (new-tab gestures stay with the browser). */
  follow(to: string): void;
  t: TFunction;
  /** The BEM block of the chrome drawing them: tab bar, side navigation or menu. */
  block: string;
  /** The member has unread messages: the Messages destination carries a badge. */
  unread?: boolean;
}

/** The app's destinations as real links, each with its picture and name; the current one is marked. */
export function DestinationLinks({ destinations, active, follow, t, block, unread = false }: DestinationLinksProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(to);
  };
  return (
    <ul className={`${block}__items`}>
      {destinations.map((destination) => (
        <li key={destination.key} className={`${block}__item`}>
          <a
            href={destination.to}
            className={`${block}__link`}
            aria-current={destination.key === active ? 'page' : undefined}
            onClick={(event) => onClick(event, destination.to)}
          >
            <span className={`${block}__icon`}>
              <DestinationIcon icon={destination.icon} />
              {unread && destination.key === 'messages' ? (
                <span className="stride-nav-badge" role="status" aria-label={t('nav.unread')} />
              ) : null}
            </span>
            {'key' in destination.label ? (
              <span className={`${block}__label`}>{t(destination.label.key)}</span>
            ) : (
              // The owner's own words: their direction, not the interface's.
              <span className={`${block}__label`} dir="auto">
                {destination.label.text}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
