/**
 * English strings of the colour mode setting (namespace 'account'), kept apart so they merge into
 * src/i18n/en.ts in one step.
 */
export const colorModeStrings = {
  colorMode: 'Appearance',
  colorModeLight: 'Light',
  colorModeDark: 'Dark',
  colorModeSystem: 'Match device',
};
