import { textSegments } from '@stride/shared/messaging';

/** A message's text as plain words (an inbox preview, the copy action): mentions as @Name, brackets as typed. */
export function plainText(text: string): string {
  return textSegments(text)
    .map((segment) =>
      segment.kind === 'mention' ? `@${segment.name}` : segment.kind === 'link' ? segment.url : segment.text,
    )
    .join('');
}
