import { textSegments } from '@stride/shared/messaging';
import { useMemo } from 'react';

/**
 * A message's text: mentions drawn as names, links as links (a new tab, spec §2), and the text as the member typed
 * it: React writes it as text, so the brackets the server keeps escaped show as brackets and never as markup.
 */
export function MessageText({ text }: { text: string }) {
  const segments = useMemo(() => textSegments(text), [text]);
  return (
    <p className="messaging-message__text" dir="auto">
      {segments.map((segment, index) => {
        if (segment.kind === 'mention') {
          return (
            <span key={index} className="messaging-message__mention">
              @{segment.name}
            </span>
          );
        }
        if (segment.kind === 'link') {
          return (
            <a key={index} href={segment.url} target="_blank" rel="noopener noreferrer">
              {segment.url}
            </a>
          );
        }
        return <span key={index}>{segment.text}</span>;
      })}
    </p>
  );
}
