import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationServiceRef } from '../remotes/services';
import { useService } from './ParcelProviders';
import './screenToolbar.scss';

export interface ScreenToolbarProps {
  title: string;
  /** Where back goes; without it, the previous in-app page, else /me. */
  backTo?: string;
  actions?: ReactNode;
  /** The back button's accessible name (default: the i18next key `back` of the shell namespace, then "Back"). */
  backLabel?: string;
}

/** The toolbar of a member-area screen: a back button, the screen's title (its one h1) and optional actions. */
export function ScreenToolbar({ title, backTo, actions, backLabel }: ScreenToolbarProps) {
  const navigation = useService(navigationServiceRef);
  const { t } = useTranslation();
  const goBack = () => {
    if (backTo) navigation.navigate(backTo);
    else if (navigation.canGoBack()) navigation.back();
    else navigation.navigate('/me');
  };
  return (
    <header className="stride-screen-toolbar">
      <button
        type="button"
        className="stride-screen-toolbar__back"
        onClick={goBack}
        aria-label={backLabel ?? t('shell:back', { defaultValue: 'Back' })}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h1 className="stride-screen-toolbar__title">{title}</h1>
      {actions ? <div className="stride-screen-toolbar__actions">{actions}</div> : null}
    </header>
  );
}
