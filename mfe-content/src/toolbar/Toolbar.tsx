import { BackButton, MenuButton, useDeviceClass, useService } from '@stride/shared/react';
import {
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  colorHex,
  normalisePagePath,
  readableTextOn,
} from '@stride/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockBoundary } from '../blocks/BlockBoundary';
import { ownColorVars } from '../blocks/blockStyle';
import { definition } from '../definition';
import { lazyComponent } from '../loading/lazyComponent';
import type { PageState } from '../page/PageState';
import { AccountButton } from './AccountButton';
import { useScrolledPast } from './useScrolledPast';
import './toolbar.scss';

// Only a signed-in member has page buttons: a guest's first page loads none of their code. If it fails to
// load, the toolbar goes without them.
const PageButtons = lazyComponent(() => import('./PageButtons').then((m) => m.PageButtons));

/** Toolbar height in px; the logo takes 50% of it by default, scaled by logo_height_ratio (spec §9). */
const TOOLBAR_HEIGHT = 56;
const DEFAULT_LOGO_SHARE = 0.5;

function logoHeight(ratio: number | null): number {
  return Math.round(Math.min(1, DEFAULT_LOGO_SHARE * (ratio ?? 1)) * TOOLBAR_HEIGHT);
}

/**
 * The page toolbar (spec §2): back, the menu on phones and tablets, the logo or app name, and for a member
 * on a page the schedule and bookmark buttons. It is transparent over the top of the page and turns solid
 * (animated in CSS) once the page scrolls past its height. Hidden when the theme says so.
 */
export function Toolbar({ path, page = null }: { path: string; page?: PageState | null }) {
  const config = useService(configServiceRef);
  const session = useService(sessionServiceRef);
  const { navigate, canGoBack, back, pageBuilder } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const device = useDeviceClass();
  const solid = useScrolledPast(TOOLBAR_HEIGHT);
  const settings = config.theme.toolbar;
  if (settings.is_hidden || page?.toolbarHidden) return null;
  const background = settings.background_color ? colorHex(config.theme, settings.background_color) : null;
  const goBack = () => (canGoBack() ? back() : navigate('/'));
  const solidStyle = background
    ? { backgroundColor: background, color: readableTextOn(background), ...ownColorVars(readableTextOn(background)) }
    : undefined;
  return (
    <header
      className={`content-toolbar content-toolbar--${settings.align}${solid ? ' content-toolbar--solid' : ''}`}
      style={solid ? solidStyle : { backgroundColor: 'transparent' }}
    >
      <div className="content-toolbar__side">
        {normalisePagePath(path) !== '/' ? <BackButton label={t('back')} onClick={goBack} /> : null}
        {/* The shell's navigation drawer: the app's destinations, which the shell builds from the app config. */}
        {device !== 'desktop' ? <MenuButton label={t('menu')} /> : null}
      </div>
      <div className="content-toolbar__brand">
        {settings.logo ? (
          <img
            className="content-toolbar__logo"
            src={settings.logo}
            alt={config.app.name}
            style={{ height: `${logoHeight(settings.logo_height_ratio)}px` }}
          />
        ) : (
          <span className="content-toolbar__name" dir="auto">
            {config.app.name}
          </span>
        )}
      </div>
      <div className="content-toolbar__side content-toolbar__side--end">
        {page && session.status === 'authenticated' && !pageBuilder ? (
          <BlockBoundary fallback={null}>
            <Suspense fallback={null}>
              <PageButtons state={page} />
            </Suspense>
          </BlockBoundary>
        ) : null}
        {device === 'desktop' ? <AccountButton /> : null}
      </div>
    </header>
  );
}
