import { RemoteSlot, useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { LivestreamBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../attributes/AttributeContext';
import { attributeVideo } from '../attributes/pageAttributes';
import { definition } from '../definition';
import { surfaceStyle } from './blockStyle';
import { SlotBlock } from './SlotBlock';
import { VideoPlayer } from './VideoPlayer';
import './video.scss';

/** A live (or recorded) stream of one of the video providers, its start time, and its chat when it has one. */
export function LivestreamBlockView({ block }: { block: LivestreamBlock }) {
  const config = useService(configServiceRef);
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const { attribute } = useAttributes();
  const video = attributeVideo(attribute(block.attribute)) ?? block.video;
  if (!video) return null;
  const title = block.title ?? t('livestreamTitle');
  const startsAt = block.starts_at ? new Date(block.starts_at) : null;
  return (
    <section
      className={`content-livestream${block.background_color ? ' content-livestream--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      <VideoPlayer video={video} title={title} poster={block.image_url} />
      <div className="content-livestream__text">
        {block.title ? (
          <h2 className="content-livestream__title" dir="auto">
            {block.title}
          </h2>
        ) : null}
        {startsAt && !Number.isNaN(startsAt.getTime()) ? (
          <p className="content-livestream__when">
            {/* The time in the reader's time zone, which the server cannot know: hydration keeps this one text
                different from the server's (its own, at once) and React writes the reader's in its place. */}
            <time dateTime={startsAt.toISOString()} suppressHydrationWarning>
              {t('livestreamStarts', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  startsAt,
                ),
              })}
            </time>
          </p>
        ) : null}
        {block.description ? (
          <p className="content-livestream__description" dir="auto">
            {block.description}
          </p>
        ) : null}
      </div>
      {block.thread_id ? (
        // The stream's chat is the messaging remote's chat block, mounted through the shell like any slot block.
        <RemoteSlot
          block={{ id: `${block.id}-chat`, type: 'chat', thread_id: block.thread_id }}
          fallback={<SlotBlock owned />}
        />
      ) : null}
    </section>
  );
}
