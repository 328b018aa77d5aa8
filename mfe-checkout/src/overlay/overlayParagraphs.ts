import type { Block } from '@stride/shared';

/**
 * The text of an overlay's text blocks as plain paragraphs: blank lines part paragraphs, and the light markup of a
 * text block (**bold**, [label](/path), `{{slug}}` placeholders) is read as its words. The checkout shows the
 * overlay as a short pitch above the products; the content remote draws blocks in full.
 */
export function overlayParagraphs(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'text'
      ? block.text
          .split(/\n\s*\n/)
          .map((paragraph) =>
            paragraph
              .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
              .replace(/\*\*(.*?)\*\*/g, '$1')
              .replace(/\{\{\s*[\w.]+\s*\}\}/g, '')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .filter(Boolean)
      : [],
  );
}
