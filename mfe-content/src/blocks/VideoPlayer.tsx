import type { Video, VideoEmbed } from '@stride/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { PageLink } from '../links/PageLink';
import { requireVideoEmbed } from './requireVideoEmbed';
import './video.scss';

const PROVIDER_NAMES: Readonly<Record<Video['provider'], string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  zoom: 'Zoom',
};

function autoplaySrc(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** The provider's player, started: only mounted after the member asks to play, so pages load no player early. */
export function VideoFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      className="content-video__frame"
      src={autoplaySrc(src)}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
    />
  );
}

/** The play button over a poster; a zoom meeting, which no frame may show, is a link to join instead. */
export function VideoStart({ embed, title, onPlay }: { embed: VideoEmbed; title: string; onPlay(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (embed.kind === 'link') {
    return (
      <PageLink to={embed.href} className="stride-button content-video__join">
        {t('videoJoin', { provider: PROVIDER_NAMES[embed.provider] })}
      </PageLink>
    );
  }
  return (
    <button type="button" className="content-video__play" aria-label={t('videoPlay', { title })} onClick={onPlay}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </button>
  );
}

/** A 16:9 video: poster and play button first, the provider's player once started. */
export function VideoPlayer({ video, title, poster }: { video: Video; title: string; poster?: string | null }) {
  const embed = requireVideoEmbed(video);
  const [playing, setPlaying] = useState(false);
  return (
    <div className="content-video" data-provider={embed.provider}>
      {playing && embed.kind === 'iframe' ? (
        <VideoFrame src={embed.src} title={title} />
      ) : (
        <>
          {poster ? <img className="content-video__poster" src={poster} alt="" loading="lazy" /> : null}
          <VideoStart embed={embed} title={title} onPlay={() => setPlaying(true)} />
        </>
      )}
    </div>
  );
}
