import type { CollectionBlock } from '@stride/shared';
import { PageLink } from '../links/PageLink';

export function CollectionBlockView({ block }: { block: CollectionBlock }) {
  if (block.items.length === 0) return null;
  return (
    <section className={`content-collection content-collection--${block.layout}`}>
      {block.title ? <h2 className="content-collection__title">{block.title}</h2> : null}
      <ul className="content-collection__items">
        {block.items.map((item) => (
          <li key={item.page_id} className="content-collection__item">
            <PageLink to={item.path} className="content-card">
              {item.image_url ? (
                <img className="content-card__image" src={item.image_url} alt="" loading="lazy" />
              ) : null}
              <span className="content-card__body">
                <span className="content-card__title">{item.title}</span>
                {item.description ? <span className="content-card__description">{item.description}</span> : null}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
