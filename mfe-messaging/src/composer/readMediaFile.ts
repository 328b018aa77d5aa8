import { IMAGE_UPLOAD_TYPES, VIDEO_UPLOAD_TYPES, readUploadFile, type UploadProblem } from '@stride/shared/uploads';
import type { MessagingStringKey } from '../i18n/en';
import type { PickedMedia } from './outgoingMessages';

export type MediaChoice = { media: PickedMedia } | { error: MessagingStringKey };

/** The file input's `accept`: the types readMediaFile takes. */
export const MEDIA_ACCEPT = [...IMAGE_UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES].join(',');

const PROBLEM_KEYS: Record<PickedMedia['kind'], Record<UploadProblem, MessagingStringKey>> = {
  image: { empty: 'fileEmpty', invalidType: 'invalidImageType', tooLarge: 'imageTooLarge' },
  video: { empty: 'fileEmpty', invalidType: 'invalidVideoType', tooLarge: 'videoTooLarge' },
};

/** A chosen photo or video as the data URL a message sends, or the spec §5 upload message the API would answer. */
export async function readMediaFile(file: File): Promise<MediaChoice> {
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  const choice = await readUploadFile(file, kind === 'video' ? VIDEO_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES);
  if ('problem' in choice) return { error: PROBLEM_KEYS[kind][choice.problem] };
  return { media: { kind, dataUrl: choice.dataUrl, name: file.name } };
}
