import { useService } from '@stride/shared/react';
import {
  busServiceRef,
  configServiceRef,
  formModalParams,
  FORM_LINK_TRIGGER,
  navigationServiceRef,
} from '@stride/shared';
import type { LinkAccessState, LinkLockReason } from '@stride/shared';
import { Suspense, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkAccess } from '../access/useLinkAccess';
import { definition } from '../definition';
import { lazyComponent } from '../loading/lazyComponent';
import { checkoutParams } from '../locked/checkoutParams';
import { LockIcon } from '../locked/LockIcon';
import { linkTarget } from './linkTarget';
import { useAppOrigin } from './useAppOrigin';

// Loaded when a drip-locked link is first clicked.
const ScheduledModal = lazyComponent(() => import('../locked/ScheduledModal').then((m) => m.ScheduledModal), {
  drawnOnServer: false,
});

export interface PageLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

type Locked = Extract<LinkAccessState, { status: 'locked' }>;

const LOCK_LABEL_KEYS: Record<LinkLockReason, string> = {
  require_purchase: 'linkLockedPurchase',
  require_authentication: 'linkLockedAuthentication',
  is_scheduled: 'linkLockedScheduled',
  is_private: 'linkLockedPrivate',
};

/** A plain click: "open in new tab/window" gestures are left to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function InternalLink({ path, children, className, style }: Omit<PageLinkProps, 'to'> & { path: string }) {
  const bus = useService(busServiceRef);
  const appConfig = useService(configServiceRef);
  const { navigate, updateWaiting } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const anchor = useRef<HTMLAnchorElement>(null);
  const access = useLinkAccess(path, anchor);
  const [scheduled, setScheduled] = useState<{ availableAfter: string | null } | null>(null);
  // A linked form opens whatever its page's lock: the form, or the member's submission of it (spec §2).
  const { form } = access;
  const locked: Locked | null = access.state.status === 'locked' && form === null ? access.state : null;

  const follow = () => {
    // A release is waiting: a full load of the page picks it up, behind the shell's loader (spec §2).
    if (updateWaiting()) bus.emit('app:reload-to', { to: path });
    else navigate(path);
  };

  const openLock = ({ reason, result }: Locked) => {
    switch (reason) {
      case 'require_purchase': {
        const lock = {
          productIds: result.product_ids,
          purchaseOverlayId: result.purchase_overlay_id,
          appLevel: result.node_id === null,
        };
        const params = checkoutParams(lock, appConfig.access);
        bus.emit('modal:open', { modal: 'checkout', ...(params ? { params } : {}) });
        return;
      }
      case 'is_scheduled':
        setScheduled({ availableAfter: result.available_after });
        return;
      case 'require_authentication':
        bus.emit('modal:open', { modal: 'auth' });
        return;
      case 'is_private':
        // Nothing to buy or sign in to: the page's own locked screen explains.
        follow();
        return;
    }
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (form) {
      const params = formModalParams({ formId: form.formId, pageId: form.pageId, trigger: FORM_LINK_TRIGGER });
      bus.emit('modal:open', { modal: 'form', params });
    } else if (locked) openLock(locked);
    else follow();
  };

  return (
    <>
      <a
        ref={anchor}
        className={locked ? [className, 'content-link--locked'].filter(Boolean).join(' ') : className}
        style={style}
        href={path}
        onClick={onClick}
      >
        {children}
        {locked ? <LockIcon label={t(LOCK_LABEL_KEYS[locked.reason])} /> : null}
      </a>
      {scheduled ? (
        <Suspense fallback={null}>
          <ScheduledModal availableAfter={scheduled.availableAfter} onClose={() => setScheduled(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Every link in page content (spec §2 link behaviour): external http(s) opens a new tab, mailto stays a
 * mail link, anything else unsafe is plain text. In-app paths (including '/', home) go through the shell
 * without a reload, unless an update is waiting; their page's access loads when the link is first on
 * screen, and a locked link shows a padlock and opens what unlocks it instead of the page.
 */
export function PageLink({ to, children, className, style }: PageLinkProps) {
  const target = linkTarget(to, useAppOrigin());
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
    case 'internal':
      return (
        <InternalLink path={target.path} className={className} style={style}>
          {children}
        </InternalLink>
      );
    case 'unsafe':
      return (
        <span className={className} style={style}>
          {children}
        </span>
      );
  }
}
