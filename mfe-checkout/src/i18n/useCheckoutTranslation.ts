import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { CheckoutStringKey } from './en';

export type CheckoutTranslate = (key: CheckoutStringKey, values?: Record<string, string | number>) => string;

/** `t` over this remote's namespace, typed to the keys it ships, and the member's language for Intl formats. */
export function useCheckoutTranslation(): { t: CheckoutTranslate; language: string } {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const translate = useCallback<CheckoutTranslate>((key, values) => t(key, values ?? {}), [t]);
  return { t: translate, language: i18n.language };
}
