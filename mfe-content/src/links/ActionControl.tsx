import { useService } from '@stride/shared/react';
import { busServiceRef, configServiceRef, formModalParams } from '@stride/shared';
import type { BlockAction } from '@stride/shared';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LightboxControl } from '../actions/LightboxControl';
import { OverlayControl } from '../actions/OverlayControl';
import { ShareControl } from '../actions/ShareControl';
import { UnavailableControl } from '../actions/UnavailableControl';
import { definition } from '../definition';
import { lazyComponent } from '../loading/lazyComponent';
import { checkoutParams } from '../locked/checkoutParams';
import type { LightboxImage } from '../overlays/Lightbox';
import { PageLink } from './PageLink';

// open_next asks the API before it can act: until its code is here too, it is drawn as while it asks.
const OpenNextControl = lazyComponent(() => import('../actions/OpenNextControl').then((m) => m.OpenNextControl));

function emailHref(target: string): string {
  return target.toLowerCase().startsWith('mailto:') ? target : `mailto:${target}`;
}

function pagePath(target: string): string {
  return target.startsWith('/') ? target : `/${target}`;
}

export interface ActionControlProps {
  action: BlockAction;
  /** The block the action belongs to: open_next asks the API about it. */
  blockId: string;
  /** The block's own image, for open_lightbox without a target. */
  image?: LightboxImage | null;
  /** An accessible name when the children have none of their own. */
  label?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The clickable element for a block action (spec §3). Every action type draws a control; one that cannot
 * act (no target) is drawn disabled and says why, never as a dead button.
 */
export function ActionControl({ action, blockId, image, label, className, style, children }: ActionControlProps) {
  const bus = useService(busServiceRef);
  const appConfig = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const target = action.target?.trim() ?? '';
  const shared = { className, style, children };
  const unavailable = (reason: string) => <UnavailableControl reason={reason} {...shared} />;
  switch (action.type) {
    case 'open_url':
      return target ? <PageLink to={target} {...shared} /> : unavailable(t('actionNoTarget'));
    case 'open_page':
      return target ? <PageLink to={pagePath(target)} {...shared} /> : unavailable(t('actionNoTarget'));
    case 'open_email':
      return target ? <PageLink to={emailHref(target)} {...shared} /> : unavailable(t('actionNoTarget'));
    case 'open_next':
      return (
        <Suspense fallback={unavailable(t('actionLoading'))}>
          <OpenNextControl blockId={blockId} {...shared} />
        </Suspense>
      );
    case 'trigger_purchase': {
      // The block names its products; without any, the app's own are offered. The app's purchase overlay
      // is the one known here (a page's overlay belongs to that page's lock).
      const productIds = target
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const params = checkoutParams(
        {
          productIds,
          purchaseOverlayId: appConfig.access.purchase_overlay?.id ?? null,
          appLevel: productIds.length === 0,
        },
        appConfig.access,
      );
      return (
        <button
          type="button"
          className={className}
          style={style}
          aria-label={label}
          onClick={() => bus.emit('modal:open', { modal: 'checkout', ...(params ? { params } : {}) })}
        >
          {children}
        </button>
      );
    }
    case 'trigger_form':
      return target ? (
        <button
          type="button"
          className={className}
          style={style}
          aria-label={label}
          onClick={() => bus.emit('modal:open', { modal: 'form', params: formModalParams({ formId: target }) })}
        >
          {children}
        </button>
      ) : (
        unavailable(t('actionNoTarget'))
      );
    case 'trigger_overlay':
      return <OverlayControl overlayId={target || null} {...shared} />;
    case 'share':
      return <ShareControl target={target || null} {...shared} />;
    case 'open_lightbox': {
      const shown = target ? { url: target, alt: image?.alt ?? '' } : image;
      return shown?.url ? (
        <LightboxControl image={shown} label={label} {...shared} />
      ) : (
        unavailable(t('actionNoTarget'))
      );
    }
  }
}
