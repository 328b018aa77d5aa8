import type { ImageBlock } from '@stride/shared';
import { ActionControl, isImplementedAction } from '../links/ActionControl';

export function ImageBlockView({ block }: { block: ImageBlock }) {
  const image = <img className="content-image__img" src={block.url} alt={block.alt} loading="lazy" />;
  return (
    <figure className="content-image">
      {isImplementedAction(block.action) ? (
        <ActionControl action={block.action} className="content-image__action">
          {image}
        </ActionControl>
      ) : (
        image
      )}
      {block.caption ? <figcaption className="content-image__caption">{block.caption}</figcaption> : null}
    </figure>
  );
}
