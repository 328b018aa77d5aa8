import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { AuthStringKey } from './en';

export type AuthTranslate = (key: AuthStringKey, values?: Record<string, string | number>) => string;

/** `t` over this remote's namespace, typed to the keys it ships. */
export function useAuthTranslation(): AuthTranslate {
  const { t } = useTranslation(definition.i18nNamespace);
  return useCallback<AuthTranslate>((key, values) => t(key, values ?? {}), [t]);
}
