import { videoEmbed, type Video, type VideoEmbed } from '@stride/shared';

/** The embed of a block's video; throws for one no provider would play, so its block shows the error state. */
export function requireVideoEmbed(video: Pick<Video, 'provider' | 'id' | 'url'>): VideoEmbed {
  const embed = videoEmbed(video);
  if (!embed) throw new Error(`Not a ${video.provider} video`);
  return embed;
}
