import { navigationServiceRef } from '@stride/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from './ParcelProviders';
import { BackButton, MenuButton } from './ToolbarButtons';
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
        <BackButton label={backLabel ?? t('screenToolbar.back')} onClick={goBack} />
        {device !== 'desktop' ? <MenuButton label={t('screenToolbar.menu')} /> : null}
      </div>
      <h1 className="stride-screen-toolbar__title" dir="auto">
        {title}
      </h1>
      <div className="stride-screen-toolbar__side stride-screen-toolbar__side--end">{actions}</div>
    </header>
  );
}
