import { useService } from '@stride/shared/react';
import { configServiceRef, colorHex, type IconListBlock } from '@stride/shared';
import { surfaceStyle } from './blockStyle';
import { Icon } from './icons';
import './lists.scss';

export function IconListBlockView({ block }: { block: IconListBlock }) {
  const config = useService(configServiceRef);
  const style = surfaceStyle(config.theme, block);
  // On a coloured background the icons take the text colour, which is chosen to be readable there.
  const iconColor = block.icon_color
    ? colorHex(config.theme, block.icon_color)
    : block.background_color
      ? undefined
      : 'var(--stride-primary, #5c29d3)';
  return (
    <section className={`content-icon-list${block.background_color ? ' content-icon-list--filled' : ''}`} style={style}>
      {block.title ? (
        <h2 className="content-icon-list__title" dir="auto">
          {block.title}
        </h2>
      ) : null}
      <ul className="content-icon-list__items">
        {block.items.map((item, index) => (
          <li key={index} className="content-icon-list__item">
            <Icon name={item.icon} className="content-icon-list__icon" color={iconColor} />
            <span dir="auto">{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
