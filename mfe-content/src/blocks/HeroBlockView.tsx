import { checkRatio, colorHex, DARK_TEXT, LAYOUT, LIGHT_TEXT, textColorFor, type HeroBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { ActionControl, isImplementedAction } from '../links/ActionControl';
import { useContentParcel } from '../parcel/ContentParcelContext';

/** Hero height in px: height_ratio is a percent of the block base height; null when out of range. */
export function heroHeight(ratio: number): number | null {
  try {
    return (LAYOUT.blockBaseHeight * checkRatio(ratio)) / 100;
  } catch {
    // 'Ratio Out Of Range' (spec §8): a bad ratio hides this block, never the page.
    return null;
  }
}

export function HeroBlockView({ block }: { block: HeroBlock }) {
  const { appConfig: config } = useContentParcel();
  const { t } = useTranslation(definition.i18nNamespace);
  const height = heroHeight(block.height_ratio);
  if (height === null) return null;
  const background = colorHex(config.theme, block.background_color ?? 'primary');
  // Over a photo the text sits on a dark scrim, so it is always light.
  const color = block.image_url ? LIGHT_TEXT : textColorFor(background);
  // The button inverts the hero's colours so it stands out on any background.
  const actionStyle = { backgroundColor: color, color: block.image_url ? DARK_TEXT : background };
  return (
    <section className="content-hero" style={{ minHeight: `${height}px`, backgroundColor: background, color }}>
      {block.image_url ? <img className="content-hero__image" src={block.image_url} alt="" /> : null}
      <div className="content-hero__body">
        <h1 className="content-hero__title">{block.title}</h1>
        {block.subtitle ? <p className="content-hero__subtitle">{block.subtitle}</p> : null}
        {isImplementedAction(block.action) ? (
          <ActionControl action={block.action} className="stride-button" style={actionStyle}>
            {block.action_label ?? t('open')}
          </ActionControl>
        ) : null}
      </div>
    </section>
  );
}
