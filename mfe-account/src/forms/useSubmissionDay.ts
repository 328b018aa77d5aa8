import { dateTimeFormat, sessionServiceRef } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** When a submission was sent, as the member reads dates: their language, their time zone. */
export function useSubmissionDay(): (iso: string) => string {
  const { i18n } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const day = dateTimeFormat(i18n.language, session.user?.timezone ?? null, { dateStyle: 'medium' });
  return (iso) => day.format(new Date(iso));
}
