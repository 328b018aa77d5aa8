import type { MapBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { PageLink } from '../links/PageLink';
import { blockHeightPx } from './blockStyle';
import { Icon } from './icons';
import { osmEmbedUrl, osmLink } from './osmLinks';
import './embeds.scss';

/** An address with an OpenStreetMap view of it (when the block has coordinates) and a link to the full map. */
export function MapBlockView({ block }: { block: MapBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const height = blockHeightPx(block.height);
  const point =
    block.latitude !== null && block.longitude !== null
      ? { latitude: block.latitude, longitude: block.longitude, zoom: block.zoom }
      : null;
  return (
    <div className="content-map">
      {point ? (
        <iframe
          className="content-frame"
          src={osmEmbedUrl(point.latitude, point.longitude, point.zoom, height)}
          title={t('mapTitle', { address: block.address })}
          style={{ height: `${height}px` }}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
      <p className="content-map__address">
        <Icon name="location" className="content-map__pin" />
        <span dir="auto">{block.address}</span>
      </p>
      <PageLink to={osmLink(block.address, point)} className="content-map__link">
        {t('mapOpen')}
      </PageLink>
    </div>
  );
}
