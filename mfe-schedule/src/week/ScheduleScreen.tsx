import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { WeekDays } from './WeekDays';

/** /me/schedule: the current week. Scheduling content and its modals arrive with the schedule API. */
export function ScheduleScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <main className="schedule-screen">
      <h1 className="schedule-screen__title">{t('schedule')}</h1>
      <WeekDays />
    </main>
  );
}
