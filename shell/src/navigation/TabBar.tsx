import { DestinationLinks, type DestinationLinksProps } from './DestinationLinks';

/** The phone's bottom tab bar: the app's destinations, the current one marked. */
export function TabBar(props: Omit<DestinationLinksProps, 'block'>) {
  return (
    <nav className="stride-tabbar" aria-label={props.t('nav.label')}>
      <DestinationLinks {...props} block="stride-tabbar" />
    </nav>
  );
}
