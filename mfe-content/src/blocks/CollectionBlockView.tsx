import type { CollectionBlock } from '@stride/shared';
import { PageLink } from '../links/PageLink';
import { useImageLoading } from './leadBlock';

/** Items whose images a lead collection loads at once: the first row of a grid or carousel on a phone. */
const EAGER_ITEMS = 2;

export function CollectionBlockView({ block }: { block: CollectionBlock }) {
  const loading = useImageLoading();
  if (block.items.length === 0) return null;
  return (
    <section className={`content-collection content-collection--${block.layout}`}>
      {block.title ? (
        <h2 className="content-collection__title" dir="auto">
          {block.title}
        </h2>
      ) : null}
      <ul className="content-collection__items">
        {block.items.map((item, position) => (
          <li key={item.page_id} className="content-collection__item">
            <PageLink to={item.path} className="content-card">
              {item.image_url ? (
                <img
                  className="content-card__image"
                  src={item.image_url}
                  alt=""
                  loading={position < EAGER_ITEMS ? loading : 'lazy'}
                />
              ) : null}
              <span className="content-card__body">
                <span className="content-card__title" dir="auto">
                  {item.title}
                </span>
                {item.description ? (
                  <span className="content-card__description" dir="auto">
                    {item.description}
                  </span>
                ) : null}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
