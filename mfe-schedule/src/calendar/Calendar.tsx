import { apiServiceRef, type CalendarView, type ScheduleContext, type ScheduleFilter, type User } from '@stride/shared';
import { Button, LineIcon, Spinner, useService } from '@stride/shared/react';
import { SCHEDULE_FILTER_SUBSCRIBER } from '@stride/shared/schedule';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { ScheduleDialogOutcome, ScheduleDialogRequest } from '../dialogs/ScheduleDialogRequest';
import { scheduleQueries, type ScheduleScope } from '../schedule/scheduleQueries';
import { DayColumns, MonthGrid } from './CalendarDays';
import { daysBetween, memberTimeZone, periodLabel, rangeOf, stepAnchor, todayIn } from './calendarDates';
import { useCalendarView } from './calendarViewStore';
import './calendar.scss';

// The modals are a chunk of their own: most visits to a calendar only look at it.
const ScheduleDialog = lazy(() => import('../dialogs/ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));

const VIEW_LABEL: Record<CalendarView, string> = {
  day: 'viewDay',
  week: 'viewWeek',
  month: 'viewMonth',
  list: 'viewList',
};
const STEP_LABEL = {
  day: ['previousDay', 'nextDay'],
  week: ['previousWeek', 'nextWeek'],
  month: ['previousMonth', 'nextMonth'],
} as const;

export interface CalendarProps {
  /** Spec §9: the view chosen is kept per calendar under this key. */
  storageKey: string;
  views: readonly CalendarView[];
  defaultView: CalendarView;
  context: ScheduleContext;
  pageId?: string;
  /** The signed-in member (their items can be changed), or null for a guest. */
  viewer: User | null;
  /** The member's own schedule narrows by GET /schedule/filters. */
  withFilter?: boolean;
  /** The page a member can add from here (an "Add to my schedule" button). */
  addPageId?: string | null;
  /** A page to add at once (the one /me/schedule?page_id= names): its add modal opens whenever this changes. */
  addAtOnce?: string | null;
  /** Called when that add modal closes, whatever it did. */
  onAddAtOnceClosed?: () => void;
  headingLevel: 2 | 3;
}

/**
 * The API titles the member's own items in English ("My items"): the calendar says it in the member's words. The
 * app's calendar is titled with the app's name and a program with its own, both shown as given.
 */
function useFilterTitle(): (filter: ScheduleFilter) => string {
  const { t } = useTranslation(definition.i18nNamespace);
  return (filter) => (filter.id === SCHEDULE_FILTER_SUBSCRIBER ? t('filterMyItems') : filter.title);
}

/**
 * A calendar of scheduled items (spec §2): day, week, month and list views (the choice kept per key), today,
 * previous and next, a filter, and the schedule modals for the member's own items. Days are the member's (the
 * device's time zone is sent as `timezone`, and "today" is taken in it).
 */
export function Calendar(props: CalendarProps) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const [zone] = useState(memberTimeZone);
  const today = todayIn(zone);
  const [view, setView] = useCalendarView(props.storageKey, props.views, props.defaultView);
  const [anchor, setAnchor] = useState(today);
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<ScheduleDialogRequest | null>(null);
  const [addingAtOnce, setAddingAtOnce] = useState(false);
  // Follows the address during render (not in an effect): a new page to add opens its modal in the same paint.
  const [addAsked, setAddAsked] = useState<string | null>(null);
  if ((props.addAtOnce ?? null) !== addAsked) {
    setAddAsked(props.addAtOnce ?? null);
    if (props.addAtOnce) {
      setDialog({ kind: 'add', pageId: props.addAtOnce });
      setAddingAtOnce(true);
    }
  }
  const [status, setStatus] = useState('');
  const filterId = useId();
  const filterTitle = useFilterTitle();
  const viewer = props.viewer?.id ?? 'guest';
  const where: ScheduleScope = {
    context: props.context,
    page_id: props.pageId,
    filter: filter || undefined,
    timezone: zone,
  };
  const rangeView = view === 'list' ? 'day' : view;
  const range = rangeOf(rangeView, anchor);
  const ranged = useQuery({
    ...scheduleQueries.range(api, viewer, where, view, range.from, range.to),
    enabled: view !== 'list',
    placeholderData: keepPreviousData,
  });
  const listed = useInfiniteQuery({ ...scheduleQueries.list(api, viewer, where), enabled: view === 'list' });
  const filters = useQuery({
    ...scheduleQueries.filters(api, viewer),
    enabled: Boolean(props.withFilter && props.viewer),
  });
  const onAction = props.viewer ? setDialog : undefined;

  const closeDialog = (outcome: ScheduleDialogOutcome | null) => {
    setDialog(null);
    if (outcome) {
      setStatus(outcome.message);
      if (outcome.date && view !== 'list') setAnchor(outcome.date);
    }
    if (addingAtOnce) {
      setAddingAtOnce(false);
      props.onAddAtOnceClosed?.();
    }
  };

  const query = view === 'list' ? listed : ranged;
  let body;
  if (query.isPending) body = <Spinner label={t('loading')} />;
  else if (query.isError) {
    body = (
      <div className="schedule-calendar__notice" role="alert">
        <p>{t('somethingWentWrong')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (view === 'list') {
    const items = listed.data?.pages.flatMap((page) => page.items) ?? [];
    const days = [...new Set(items.map((item) => (item.date < today ? today : item.date)))].sort();
    body =
      items.length === 0 ? (
        <p className="schedule-calendar__notice">{t('nothingUpcoming')}</p>
      ) : (
        <>
          <DayColumns days={days} layout="list" items={items} today={today} zone={zone} onAction={onAction} />
          {listed.hasNextPage ? (
            <Button
              variant="secondary"
              className="schedule-calendar__more"
              disabled={listed.isFetchingNextPage}
              onClick={() => void listed.fetchNextPage()}
            >
              {t('showMore')}
            </Button>
          ) : null}
        </>
      );
  } else {
    const items = ranged.data?.items ?? [];
    body =
      view === 'month' ? (
        <MonthGrid
          anchor={anchor}
          items={items}
          today={today}
          zone={zone}
          onShowDay={(date) => {
            setAnchor(date);
            setView('day');
          }}
        />
      ) : (
        <DayColumns
          days={daysBetween(range.from, range.to)}
          layout={view}
          items={items}
          today={today}
          zone={zone}
          onAction={onAction}
        />
      );
  }

  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="schedule-calendar">
      <div className="schedule-calendar__bar">
        <div className="schedule-calendar__views" role="group" aria-label={t('calendarView')}>
          {props.views.map((option) => (
            <button
              key={option}
              type="button"
              className="schedule-calendar__view"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(VIEW_LABEL[option])}
            </button>
          ))}
        </div>
        {props.withFilter && props.viewer && (filters.data?.length ?? 0) > 0 ? (
          <div className="schedule-calendar__filter">
            <label htmlFor={filterId}>{t('filter')}</label>
            <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)}>
              <option value="">{t('filterEverything')}</option>
              {filters.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {filterTitle(option)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {props.addPageId && props.viewer ? (
          <Button onClick={() => setDialog({ kind: 'add', pageId: props.addPageId! })}>{t('addToSchedule')}</Button>
        ) : null}
      </div>
      <div className="schedule-calendar__nav">
        {view === 'list' ? (
          <Heading className="schedule-calendar__period">{t('upcoming')}</Heading>
        ) : (
          <>
            <Heading className="schedule-calendar__period" aria-live="polite">
              {periodLabel(view, anchor, i18n.language)}
            </Heading>
            <div className="schedule-calendar__steps">
              <Button variant="secondary" onClick={() => setAnchor(today)}>
                {t('today')}
              </Button>
              <Button
                variant="secondary"
                className="schedule-calendar__step schedule-calendar__step--back"
                aria-label={t(STEP_LABEL[view][0])}
                onClick={() => setAnchor(stepAnchor(view, anchor, -1))}
              >
                <LineIcon path="M15 6l-6 6 6 6" />
              </Button>
              <Button
                variant="secondary"
                className="schedule-calendar__step schedule-calendar__step--forward"
                aria-label={t(STEP_LABEL[view][1])}
                onClick={() => setAnchor(stepAnchor(view, anchor, 1))}
              >
                <LineIcon path="M9 6l6 6-6 6" />
              </Button>
            </div>
          </>
        )}
      </div>
      <p className="schedule-calendar__status" role="status">
        {status}
      </p>
      {body}
      {dialog ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ScheduleDialog request={dialog} zone={zone} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </div>
  );
}
