/** The shell's own strings (English; other locales fall back to it). */
export const SHELL_NAMESPACE = 'shell';

export const shellStrings = {
  loading: 'Loading',
  'remote.failed': "This part of the app couldn't load.",
  'remote.retry': 'Retry',
  'slot.unavailable': "This block isn't available yet.",
  'boot.failed': "The app couldn't start. Check your connection and try again.",
  'boot.retry': 'Try again',
  'modal.close': 'Close',
} as const;

export type ShellStringKey = keyof typeof shellStrings;
