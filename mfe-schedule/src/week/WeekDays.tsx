import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { isoDate, weekOf } from './weekOf';
import './week.scss';

/** The current week, one row per day in the member's language; scheduled items arrive with the schedule API. */
export function WeekDays() {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const today = new Date();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <ol className="schedule-week">
      {weekOf(today).map((day) => {
        const isToday = isoDate(day) === isoDate(today);
        return (
          <li
            key={isoDate(day)}
            className={`schedule-week__day${isToday ? ' schedule-week__day--today' : ''}`}
            aria-current={isToday ? 'date' : undefined}
          >
            <time className="schedule-week__date" dateTime={isoDate(day)}>
              {format.format(day)}
            </time>
            <span className="schedule-week__empty">{t('nothingScheduled')}</span>
          </li>
        );
      })}
    </ol>
  );
}
