/** `text%` / `%text%` for ILIKE, the caller's own wildcards (and the escape, backslash) taken literally. */
export function likePattern(text: string, where: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
