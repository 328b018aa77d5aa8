import { UPLOAD_MESSAGES } from '@stride/shared/accounts';
import { IMAGE_UPLOAD_TYPES, readUploadFile, type UploadProblem } from '@stride/shared/uploads';
import { IMAGE_LIMIT } from './translateFormMessage';

export type ImageChoice = { dataUrl: string } | { error: string };

const PROBLEM_MESSAGES: Record<UploadProblem, string> = {
  empty: UPLOAD_MESSAGES.empty,
  invalidType: UPLOAD_MESSAGES.invalidImageType,
  tooLarge: UPLOAD_MESSAGES.imageTooLarge(IMAGE_LIMIT),
};

/** A chosen image as the data URL submit sends, or the spec §5 message that the API would answer for it. */
export async function readImageFile(file: File): Promise<ImageChoice> {
  const choice = await readUploadFile(file, IMAGE_UPLOAD_TYPES);
  return 'problem' in choice ? { error: PROBLEM_MESSAGES[choice.problem] } : choice;
}
