import { useService } from '@stride/shared/react';
import { configServiceRef, colorHex, DARK_TEXT, LIGHT_TEXT, readableTextOn, type HeroBlock } from '@stride/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../attributes/AttributeContext';
import { definition } from '../definition';
import { ActionControl } from '../links/ActionControl';
import { lazyComponent } from '../loading/lazyComponent';
import { ownColorVars, ratioHeightPx } from './blockStyle';
import { useLeadImagePriority } from './leadBlock';
import { requireVideoEmbed } from './requireVideoEmbed';

// Few heroes have a video: its player comes with the video chunk (checked here, so a bad video still fails now).
const VideoFrame = lazyComponent(() => import('./VideoPlayer').then((m) => m.VideoFrame));
const VideoStart = lazyComponent(() => import('./VideoPlayer').then((m) => m.VideoStart));

export function HeroBlockView({ block }: { block: HeroBlock }) {
  const config = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const { fill } = useAttributes();
  const [playing, setPlaying] = useState(false);
  const priority = useLeadImagePriority();
  // Out of range throws 'Ratio Out Of Range' (spec §5): the block's boundary shows its error state.
  const height = ratioHeightPx(block.height_ratio);
  const embed = block.video ? requireVideoEmbed(block.video) : null;
  const background = colorHex(config.theme, block.background_color ?? 'primary');
  const overMedia = Boolean(block.image_url);
  // Over a photo the text sits on a dark scrim, so it is light unless the owner chose a colour.
  const color = block.text_color
    ? colorHex(config.theme, block.text_color)
    : overMedia
      ? LIGHT_TEXT
      : readableTextOn(background);
  // The button inverts the hero's colours so it stands out on any background.
  const actionStyle = { backgroundColor: color, color: overMedia ? DARK_TEXT : background };
  const title = fill(block.title);
  const subtitle = block.subtitle ? fill(block.subtitle) : null;
  return (
    <section
      className="content-hero"
      style={{ minHeight: `${height}px`, backgroundColor: background, color, ...ownColorVars(color) }}
    >
      {playing && embed?.kind === 'iframe' ? (
        <Suspense fallback={null}>
          <VideoFrame src={embed.src} title={title} />
        </Suspense>
      ) : (
        <>
          {block.image_url ? <img className="content-hero__image" src={block.image_url} alt="" {...priority} /> : null}
          <div className="content-hero__body">
            {/* A hero may be only a picture: no empty heading then (the page is headed by its title). */}
            {title.trim() ? (
              <h1 className="content-hero__title" dir="auto">
                {title}
              </h1>
            ) : null}
            {subtitle ? (
              <p className="content-hero__subtitle" dir="auto">
                {subtitle}
              </p>
            ) : null}
            {embed || block.action ? (
              <div className="content-hero__actions">
                {embed ? (
                  <Suspense fallback={null}>
                    <VideoStart embed={embed} title={title} onPlay={() => setPlaying(true)} />
                  </Suspense>
                ) : null}
                {block.action ? (
                  <ActionControl action={block.action} blockId={block.id} className="stride-button" style={actionStyle}>
                    {block.action_label ? fill(block.action_label) : t('blockOpen')}
                  </ActionControl>
                ) : null}
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
