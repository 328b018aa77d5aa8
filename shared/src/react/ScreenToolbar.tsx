import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { busServiceRef, navigationServiceRef } from '../remotes/services';
import { useService } from './ParcelProviders';
import { UI_NAMESPACE } from './uiStrings';
import { useDeviceClass } from './useDeviceClass';
import './ScreenToolbar.scss';

export interface ScreenToolbarProps {
  /** The screen's title: drawn as its one heading (h1), so the screen draws no other. */
  title: string;
  /** Where back leads; without it, the previous in-app entry, else the member area. */
  backTo?: string;
  /** The screen's own buttons, at the end of the bar. */
  actions?: ReactNode;
  /** The back button's name when it says where it leads ("Account"); else "Back". */
  backLabel?: string;
}

/** Where back leads when nothing better is known: every /me screen is reached from the member area. */
const MEMBER_AREA = '/me';

/**
 * The toolbar of a member-area screen (/me…): back, the menu on phones and tablets (the shell's navigation
 * drawer, spec §2 "menu button on non-desktop"), the title and the screen's actions. Place it before the
 * screen's <main>.
 */
export function ScreenToolbar({ title, backTo, actions, backLabel }: ScreenToolbarProps) {
  const { navigate, canGoBack, back } = useService(navigationServiceRef);
  const bus = useService(busServiceRef);
  const device = useDeviceClass();
  const { t } = useTranslation(UI_NAMESPACE);
  const goBack = () => {
    if (backTo !== undefined) navigate(backTo);
    else if (canGoBack()) back();
    else navigate(MEMBER_AREA);
  };
  return (
    <header className="stride-screen-toolbar">
      <div className="stride-screen-toolbar__side">
        <button
          type="button"
          className="stride-screen-toolbar__icon stride-screen-toolbar__icon--back"
          aria-label={backLabel ?? t('screenToolbar.back')}
          onClick={goBack}
        >
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
        {device !== 'desktop' ? (
          <button
            type="button"
            className="stride-screen-toolbar__icon"
            aria-label={t('screenToolbar.menu')}
            onClick={() => bus.emit('navigation:open-menu')}
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
      <h1 className="stride-screen-toolbar__title" dir="auto">
        {title}
      </h1>
      <div className="stride-screen-toolbar__side stride-screen-toolbar__side--end">{actions}</div>
    </header>
  );
}
