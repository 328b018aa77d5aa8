import type { RouteParcelProps } from '@stride/shared';
import { ParcelProviders } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { WeekDays } from './WeekDays';

function Schedule() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <main className="schedule-screen">
      <h1 className="schedule-screen__title">{t('schedule')}</h1>
      <WeekDays />
    </main>
  );
}

/** /me/schedule: the current week. Scheduling content and its modals arrive with the schedule API. */
export function ScheduleScreen(props: RouteParcelProps) {
  return (
    <ParcelProviders context={props}>
      <Schedule />
    </ParcelProviders>
  );
}
