import { ScreenToolbar } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { WeekDays } from './WeekDays';

/** /me/schedule: the current week, under its toolbar (back, menu, title). Scheduling content and its modals arrive with the schedule API. */
export function ScheduleScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <>
      <ScreenToolbar title={t('schedule')} />
      <main className="schedule-screen">
        <WeekDays />
      </main>
    </>
  );
}
