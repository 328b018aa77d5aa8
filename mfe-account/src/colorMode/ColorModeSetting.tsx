import { COLOR_MODE_PREFERENCES, colorModeServiceRef, type ColorModePreference } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './colorModeSetting.scss';

const LABEL_KEYS: Record<ColorModePreference, string> = {
  light: 'colorModeLight',
  dark: 'colorModeDark',
  system: 'colorModeSystem',
};

/** Light, dark or the device's mode: a radio group the shell's colour mode service stores and applies at once. */
export function ColorModeSetting() {
  const { t } = useTranslation(definition.i18nNamespace);
  const colorMode = useService(colorModeServiceRef);
  const { preference } = useSyncExternalStore(colorMode.subscribe, colorMode.getSnapshot, colorMode.getSnapshot);
  const name = useId();
  return (
    <fieldset className="account-color-mode">
      <legend className="account-color-mode__legend">{t('colorMode')}</legend>
      {COLOR_MODE_PREFERENCES.map((option) => (
        <label key={option} className="account-color-mode__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={preference === option}
            onChange={() => colorMode.setPreference(option)}
          />
          {t(LABEL_KEYS[option])}
        </label>
      ))}
    </fieldset>
  );
}
