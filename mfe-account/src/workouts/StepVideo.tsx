import { videoEmbed, type Video } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * A workout's or an exercise's video in the provider's player (spec §3 providers, through videoEmbed so no other
 * address reaches a frame); a Zoom class, which no frame may show, is a link to join.
 */
export function StepVideo({ video, title }: { video: Video; title: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const embed = videoEmbed(video);
  if (!embed) return null;
  if (embed.kind === 'link') {
    return (
      <a className="stride-button workout-video__join" href={embed.href} target="_blank" rel="noopener noreferrer">
        {t('workoutVideoJoin')}
      </a>
    );
  }
  return (
    <div className="workout-video">
      <iframe
        className="workout-video__frame"
        src={embed.src}
        title={t('workoutVideoOf', { title })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}
