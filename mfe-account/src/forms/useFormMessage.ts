import type { FormField } from '@stride/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { translateFormMessage } from './translateFormMessage';

/** A field's (English, shared) validation message in the member's language: see translateFormMessage. */
export function useFormMessage(): (message: string, field?: FormField | null) => string {
  const { t } = useTranslation(definition.i18nNamespace);
  return useCallback(
    (message, field = null) => translateFormMessage((key, values) => t(key, values ?? {}), message, field),
    [t],
  );
}
