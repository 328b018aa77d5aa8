import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { SHELL_NAMESPACE } from './shellStrings';

/** The shell's strings in the app's current language, drawn again when the language changes. */
export function useShellStrings(i18n: I18n): TFunction {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => i18n.getFixedT(language, SHELL_NAMESPACE), [i18n, language]);
}
