import { LineIcon } from '@stride/shared/react';
import type { i18n as I18n } from 'i18next';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { SHELL_NAMESPACE } from '../i18n/shellStrings';
import type { InstallPrompt } from './InstallPrompt';
import './InstallBanner.scss';

/** iOS's share glyph (a box with an arrow up), as the member will see it in Safari's toolbar. */
function ShareIcon() {
  return (
    <LineIcon
      className="stride-install__share"
      size={18}
      path="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2"
    />
  );
}

/** The offer to install the app (spec §4), or on iOS how to add it to the home screen; nothing otherwise. */
export function InstallBanner({
  prompt,
  i18n,
  appName,
  iconSrc,
}: {
  prompt: InstallPrompt;
  i18n: I18n;
  appName: string;
  iconSrc: string | null;
}) {
  const subscribeLanguage = useCallback(
    (listener: () => void) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribeLanguage, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, SHELL_NAMESPACE), [i18n, language]);
  const state = useSyncExternalStore(prompt.subscribe, prompt.getState);
  if (state.status === 'hidden' || state.status === 'prompting') return null;
  if (state.status === 'downloading') {
    return (
      <div className="stride-install" role="status">
        <p className="stride-install__title">{t('install.downloading', { app: appName })}</p>
      </div>
    );
  }
  const icon = iconSrc ? <img className="stride-install__icon" src={iconSrc} alt="" width={48} height={48} /> : null;
  const notNow = (
    <button
      type="button"
      className="stride-install__button stride-install__button--quiet"
      onClick={() => prompt.dismiss()}
    >
      {t('install.notNow')}
    </button>
  );
  if (state.status === 'ios-hint') {
    return (
      <aside className="stride-install" aria-label={t('install.region')}>
        {icon}
        <div className="stride-install__body">
          <p className="stride-install__title" dir="auto">
            {t('install.ios.text', { app: appName })}
          </p>
          <ol className="stride-install__steps">
            <li>
              {t('install.ios.share')}
              <ShareIcon />
            </li>
            <li>{t('install.ios.add')}</li>
          </ol>
        </div>
        <div className="stride-install__actions">{notNow}</div>
      </aside>
    );
  }
  return (
    <aside className="stride-install" aria-label={t('install.region')}>
      {icon}
      <div className="stride-install__body">
        <p className="stride-install__title" dir="auto">
          {t('install.title', { app: appName })}
        </p>
        <p className="stride-install__text">{t('install.text')}</p>
      </div>
      <div className="stride-install__actions">
        {notNow}
        <button
          type="button"
          className="stride-install__button stride-install__button--primary"
          onClick={() => void prompt.install()}
        >
          {t('install.button')}
        </button>
      </div>
    </aside>
  );
}
