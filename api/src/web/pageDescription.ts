import type { PageData } from '@stride/shared';

/** Search engines show about this many characters of a description. */
const MAX_LENGTH = 160;

/** Markdown-light text (text blocks) as one line of plain words: no markup, links' labels, no placeholders. */
function plainText(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function shortened(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The `<meta name="description">` of a page: its first words of text (a text block, else a hero's subtitle),
 * shortened to what a search result shows; the app's name where the page has none or is not public.
 */
export function pageDescription(data: PageData | null, appName: string): string {
  for (const block of data?.blocks ?? []) {
    const text = block.type === 'text' ? block.text : block.type === 'hero' ? (block.subtitle ?? '') : '';
    const plain = plainText(text);
    if (plain !== '') return shortened(plain);
  }
  return appName;
}
