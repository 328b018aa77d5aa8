import type { ScheduledItem } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { ScheduleDialogRequest } from '../dialogs/ScheduleDialogRequest';
import { formatDate, itemsOn, listedOn, monthWeeks, sameMonth } from './calendarDates';
import { ScheduleItemCard } from './ScheduleItemCard';

interface DaysProps {
  items: readonly ScheduledItem[];
  today: string;
  zone: string;
  onAction?: (request: ScheduleDialogRequest) => void;
}

function DayItems({ items, zone, onAction }: Omit<DaysProps, 'today'>) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (items.length === 0) return <p className="schedule-day__empty">{t('nothingScheduled')}</p>;
  return (
    <ul className="schedule-day__items">
      {items.map((item) => (
        <ScheduleItemCard key={`${item.id}:${item.date}`} item={item} zone={zone} onAction={onAction} />
      ))}
    </ul>
  );
}

/**
 * Days one under the other, each with its items: the day view (one day), the week (a vertical list on a phone,
 * seven columns from 768 px) and the list view's dates (each item once, under the day it starts).
 */
export function DayColumns({
  days,
  layout,
  ...props
}: DaysProps & { days: readonly string[]; layout: 'day' | 'week' | 'list' }) {
  const { i18n } = useTranslation(definition.i18nNamespace);
  return (
    <ol className={`schedule-days schedule-days--${layout}`}>
      {days.map((date) => {
        const isToday = date === props.today;
        return (
          <li
            key={date}
            className={`schedule-day${isToday ? ' schedule-day--today' : ''}`}
            aria-current={isToday ? 'date' : undefined}
          >
            <time className="schedule-day__date" dateTime={date}>
              {formatDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
            </time>
            <DayItems
              items={layout === 'list' ? listedOn(props.items, date, props.today) : itemsOn(props.items, date)}
              zone={props.zone}
              onAction={props.onAction}
            />
          </li>
        );
      })}
    </ol>
  );
}

/** The month: whole weeks, Monday first; a day's number opens that day, its items open their pages. */
export function MonthGrid({
  anchor,
  items,
  today,
  zone,
  onShowDay,
}: Omit<DaysProps, 'onAction'> & { anchor: string; onShowDay(date: string): void }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const weeks = monthWeeks(anchor);
  return (
    <div className="schedule-month">
      <ol className="schedule-month__weekdays" aria-hidden="true">
        {weeks[0]!.map((date) => (
          <li key={date}>{formatDate(date, i18n.language, { weekday: 'short' })}</li>
        ))}
      </ol>
      <ol className="schedule-month__days">
        {weeks.flat().map((date) => {
          const isToday = date === today;
          const on = itemsOn(items, date);
          const label = formatDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
          const classes = [
            'schedule-month__day',
            isToday && 'schedule-month__day--today',
            !sameMonth(date, anchor) && 'schedule-month__day--outside',
          ];
          return (
            <li key={date} className={classes.filter(Boolean).join(' ')} aria-current={isToday ? 'date' : undefined}>
              <Button
                variant="link"
                className="schedule-month__number"
                aria-label={t('showDay', { date: label })}
                onClick={() => onShowDay(date)}
              >
                <time dateTime={date}>{formatDate(date, i18n.language, { day: 'numeric' })}</time>
              </Button>
              {on.length > 0 ? (
                <ul className="schedule-month__items" aria-label={label}>
                  {on.map((item) => (
                    <ScheduleItemCard key={`${item.id}:${item.date}`} item={item} zone={zone} compact />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
