import type { ReactNode } from 'react';
import { PageLink } from '../links/PageLink';

// **bold** or [label](url); the label may not contain ']' and the url no spaces or ')'.
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    const [, bold, label, url] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={key}>{inline(bold, key)}</strong>);
    } else if (label !== undefined && url !== undefined) {
      nodes.push(
        <PageLink key={key} to={url}>
          {label}
        </PageLink>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function lines(paragraph: string, keyPrefix: string): ReactNode[] {
  return paragraph.split('\n').flatMap((line, i) => {
    const content = inline(line, `${keyPrefix}-${i}`);
    return i === 0 ? content : [<br key={`${keyPrefix}-br-${i}`} />, ...content];
  });
}

/**
 * Text block content as React elements: paragraphs split on blank lines, **bold** and [label](url) links.
 * Everything else, markup included, stays literal text; nothing is injected as HTML.
 */
export function RichText({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i} dir="auto">
          {lines(paragraph, String(i))}
        </p>
      ))}
    </>
  );
}
