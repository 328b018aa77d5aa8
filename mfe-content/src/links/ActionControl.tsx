import type { BlockAction } from '@stride/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { PageLink } from './PageLink';

/** Block actions this issue implements; the others (open_next, trigger_form, …) arrive with their features. */
const IMPLEMENTED = ['open_url', 'open_page', 'open_email', 'trigger_purchase'] as const;

/** True when ActionControl renders a control for this action. */
export function isImplementedAction(action: BlockAction | null | undefined): action is BlockAction {
  if (!action || !(IMPLEMENTED as readonly string[]).includes(action.type)) return false;
  return action.type === 'trigger_purchase' || Boolean(action.target?.trim());
}

function emailHref(target: string): string {
  return target.toLowerCase().startsWith('mailto:') ? target : `mailto:${target}`;
}

function pagePath(target: string): string {
  return target.startsWith('/') ? target : `/${target}`;
}

export interface ActionControlProps {
  action: BlockAction;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** The clickable element for a block action; renders nothing for an action this issue does not implement. */
export function ActionControl({ action, className, style, children }: ActionControlProps) {
  const { bus } = useContentParcel();
  if (!isImplementedAction(action)) return null;
  const target = action.target?.trim() ?? '';
  switch (action.type) {
    case 'open_url':
      return (
        <PageLink to={target} className={className} style={style}>
          {children}
        </PageLink>
      );
    case 'open_page':
      return (
        <PageLink to={pagePath(target)} className={className} style={style}>
          {children}
        </PageLink>
      );
    case 'open_email':
      return (
        <PageLink to={emailHref(target)} className={className} style={style}>
          {children}
        </PageLink>
      );
    case 'trigger_purchase':
      return (
        <button
          type="button"
          className={className}
          style={style}
          onClick={() =>
            bus.emit('modal:open', { modal: 'checkout', ...(target ? { params: { products: target } } : {}) })
          }
        >
          {children}
        </button>
      );
    default:
      return null;
  }
}
