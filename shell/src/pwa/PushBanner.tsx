import type { Locale } from '@stride/shared';
import type { i18n as I18n } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import type { PushPrompt } from './PushPrompt';
import { PUSH_PROMPT_STRINGS } from './pushPromptStrings';
import './InstallBanner.scss';

/** The offer to turn on push (spec §4), drawn like the install offer; nothing while there is none. */
export function PushBanner({ prompt, i18n, appName }: { prompt: PushPrompt; i18n: I18n; appName: string }) {
  const subscribeLanguage = useCallback(
    (listener: () => void) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribeLanguage, () => i18n.language);
  const state = useSyncExternalStore(prompt.subscribe, prompt.getState);
  if (state.status === 'hidden') return null;
  const strings = PUSH_PROMPT_STRINGS[language as Locale] ?? PUSH_PROMPT_STRINGS.en;
  const busy = state.status === 'enabling';
  return (
    <aside className="stride-install" aria-label={strings.region}>
      <div className="stride-install__body">
        <p className="stride-install__title" dir="auto">
          {strings.title.replace('{{app}}', appName)}
        </p>
        <p className="stride-install__text">{strings.text}</p>
      </div>
      <div className="stride-install__actions">
        <button
          type="button"
          className="stride-install__button stride-install__button--quiet"
          disabled={busy}
          onClick={() => prompt.dismiss()}
        >
          {strings.notNow}
        </button>
        <button
          type="button"
          className="stride-install__button stride-install__button--primary"
          disabled={busy}
          onClick={() => void prompt.accept()}
        >
          {strings.enable}
        </button>
      </div>
    </aside>
  );
}
