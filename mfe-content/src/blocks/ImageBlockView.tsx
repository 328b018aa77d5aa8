import type { ImageBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../attributes/AttributeContext';
import { attributeMediaUrl } from '../attributes/pageAttributes';
import { definition } from '../definition';
import { ActionControl } from '../links/ActionControl';
import { blockHeightPx, imageWidthPercent } from './blockStyle';
import { useImageLoading } from './leadBlock';

export function ImageBlockView({ block }: { block: ImageBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { attribute } = useAttributes();
  const loading = useImageLoading();
  const url = attributeMediaUrl(attribute(block.attribute), 'image') ?? block.url;
  if (!url) return null;
  const size = {
    ...(block.width ? { width: imageWidthPercent(block.width) } : {}),
    ...(block.height ? { height: `${blockHeightPx(block.height)}px` } : {}),
  };
  const image = (
    <img
      className={`content-image__img${block.height ? ' content-image__img--cropped' : ''}`}
      src={url}
      alt={block.alt}
      loading={loading}
      style={Object.keys(size).length > 0 ? size : undefined}
    />
  );
  return (
    <figure className="content-image">
      {block.action ? (
        <ActionControl
          action={block.action}
          blockId={block.id}
          image={{ url, alt: block.alt }}
          label={block.alt ? undefined : t('lightboxOpen')}
          className="content-image__action"
        >
          {image}
        </ActionControl>
      ) : (
        image
      )}
      {block.caption ? (
        <figcaption className="content-image__caption" dir="auto">
          {block.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
