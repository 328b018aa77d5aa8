import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { linkTarget } from './linkTarget';

export interface PageLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Every link in page content: external http(s) opens a new tab, in-app paths (including '/', home) go
 * through the shell's navigate without a reload, mailto stays a mail link, anything else is plain text.
 */
export function PageLink({ to, children, className, style }: PageLinkProps) {
  const { navigate } = useContentParcel();
  const target = linkTarget(to);
  switch (target.kind) {
    case 'external':
      return (
        <a className={className} style={style} href={target.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'email':
      return (
        <a className={className} style={style} href={target.href}>
          {children}
        </a>
      );
    case 'internal': {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        // Let the browser handle "open in new tab/window" gestures.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(target.path);
      };
      return (
        <a className={className} style={style} href={target.path} onClick={onClick}>
          {children}
        </a>
      );
    }
    case 'unsafe':
      return (
        <span className={className} style={style}>
          {children}
        </span>
      );
  }
}
