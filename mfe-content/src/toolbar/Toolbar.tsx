import { colorHex, normalisePagePath, textColorFor } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { AccountButton } from './AccountButton';
import { useDeviceClass } from './useDeviceClass';
import './toolbar.scss';

/** Toolbar height in px; the logo takes 50% of it by default, scaled by logo_height_ratio (spec §9). */
const TOOLBAR_HEIGHT = 56;
const DEFAULT_LOGO_SHARE = 0.5;

function logoHeight(ratio: number | null): number {
  return Math.round(Math.min(1, DEFAULT_LOGO_SHARE * (ratio ?? 1)) * TOOLBAR_HEIGHT);
}

export function Toolbar() {
  const { appConfig: config, path, navigate, canGoBack, back } = useContentParcel();
  const { t } = useTranslation(definition.i18nNamespace);
  const device = useDeviceClass();
  const settings = config.theme.toolbar;
  if (settings.is_hidden) return null;
  const background = settings.background_color ? colorHex(config.theme, settings.background_color) : null;
  const goBack = () => (canGoBack() ? back() : navigate('/'));
  return (
    <header
      className={`content-toolbar content-toolbar--${settings.align}`}
      style={background ? { backgroundColor: background, color: textColorFor(background) } : undefined}
    >
      <div className="content-toolbar__side">
        {normalisePagePath(path) !== '/' ? (
          <button type="button" className="content-toolbar__icon" aria-label={t('back')} onClick={goBack}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : null}
        {device !== 'desktop' ? (
          // The member menu of this issue is the account area (/me): account and my content.
          <button
            type="button"
            className="content-toolbar__icon"
            aria-label={t('menu')}
            onClick={() => navigate('/me')}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
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
          <span className="content-toolbar__name">{config.app.name}</span>
        )}
      </div>
      <div className="content-toolbar__side content-toolbar__side--end">
        {device === 'desktop' ? <AccountButton /> : null}
      </div>
    </header>
  );
}
