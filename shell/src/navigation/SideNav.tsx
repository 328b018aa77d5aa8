import type { GlobalConfig } from '@stride/shared';
import type { MouseEvent } from 'react';
import { AppBrand } from './AppBrand';
import { DestinationLinks, type DestinationLinksProps } from './DestinationLinks';

/** The desktop's side navigation: the app's logo or name (a link home) over its destinations. */
export function SideNav({ config, ...links }: Omit<DestinationLinksProps, 'block'> & { config: GlobalConfig }) {
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    links.follow('/');
  };
  return (
    <nav className="stride-sidenav" aria-label={links.t('nav.label')}>
      <a href="/" className="stride-sidenav__brand" onClick={goHome}>
        <AppBrand config={config} className="stride-sidenav" />
      </a>
      <DestinationLinks {...links} block="stride-sidenav" />
    </nav>
  );
}
