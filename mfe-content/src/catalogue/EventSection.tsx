import {
  apiServiceRef,
  busServiceRef,
  sessionServiceRef,
  dateTimeFormat,
  type EventOccurrence,
  type Page,
} from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { accessLockOf } from './accessLock';
import { eventQueries, upcomingWindow } from './eventQueries';
import { LockNotice } from './LockNotice';
import { SectionError } from './SectionError';
import { useMemberData } from '../progress/useMemberData';
import { useMemberDataMutation } from './useMemberDataMutation';
import './catalogue.scss';

const WHEN_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/** "Mon, Jan 7, 6:00 – 7:00 PM" in the member's language and time zone (the device's for a guest). */
function useWhen(): (occurrence: EventOccurrence) => string {
  const session = useService(sessionServiceRef);
  const { i18n } = useTranslation(definition.i18nNamespace);
  const timeZone = session.status === 'authenticated' ? session.user.timezone : null;
  const format = dateTimeFormat(i18n.language, timeZone, WHEN_FORMAT);
  return (occurrence) => format.formatRange(new Date(occurrence.starts_at), new Date(occurrence.ends_at));
}

function EventOccurrences({ occurrences }: { occurrences: EventOccurrence[] }) {
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const when = useWhen();
  const { userId, data: member } = useMemberData();
  const first = occurrences[0];
  // Access is the event page's, the same for every occurrence: one check answers for all of them.
  const access = useQuery({ ...eventQueries.access(api, first?.id ?? '', userId), enabled: first !== undefined });
  const attendance = useMemberDataMutation(userId, {
    mutationFn: ({ occurrenceId, join }: { occurrenceId: string; join: boolean }) => {
      const path = `/event_occurrences/${encodeURIComponent(occurrenceId)}/subscribe`;
      return join ? api.post<unknown>(path) : api.delete<unknown>(path);
    },
    optimistic: (data, { occurrenceId, join }) => {
      const others = data.event_subscriptions.filter((s) => s.event_occurrence_id !== occurrenceId);
      return { ...data, event_subscriptions: join ? [...others, { event_occurrence_id: occurrenceId }] : others };
    },
  });

  if (occurrences.length === 0) return <p className="catalogue-section__note">{t('eventNoneUpcoming')}</p>;

  const joined = new Set(member?.event_subscriptions.map((s) => s.event_occurrence_id));
  // A page open for browsing answers granted; joining it is refused with the lock, which then shows instead.
  const refusal = accessLockOf(attendance.error);
  const lock = refusal ?? (access.data && !access.data.granted ? access.data : null);
  const canJoin = member !== undefined && lock === null && access.isSuccess;

  return (
    <>
      {lock ? (
        <div role={refusal ? 'alert' : undefined}>
          <LockNotice lock={lock} subject="event" />
        </div>
      ) : null}
      {!lock && session.status === 'guest' ? (
        <div className="catalogue-section__actions">
          <p className="catalogue-section__note">{t('eventLogInToJoin')}</p>
          <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('catalogueLogIn')}</Button>
        </div>
      ) : null}
      <ul className="catalogue-occurrences">
        {occurrences.map((occurrence) => {
          const going = joined.has(occurrence.id);
          const label = when(occurrence);
          return (
            <li key={occurrence.id} className="catalogue-occurrences__item">
              <span className="catalogue-occurrences__text">
                <time className="catalogue-occurrences__when" dateTime={occurrence.starts_at}>
                  {label}
                </time>
                {going ? <span className="catalogue-occurrences__going">{t('eventGoing')}</span> : null}
              </span>
              {/* A member already going can always leave, even once the event has locked. */}
              {going || canJoin ? (
                <Button
                  variant={going ? 'secondary' : 'primary'}
                  disabled={attendance.isPending}
                  aria-label={t(going ? 'eventLeaveOn' : 'eventJoinOn', { when: label })}
                  onClick={() => attendance.mutate({ occurrenceId: occurrence.id, join: !going })}
                >
                  {t(going ? 'eventLeave' : 'eventJoin')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {attendance.isError && !refusal ? (
        <p className="catalogue-section__error" role="alert">
          {t('catalogueActionFailed')}
        </p>
      ) : null}
    </>
  );
}

/** An event page: its occurrences in the coming weeks, with Join and Leave or the reason the member cannot join. */
export function EventSection({ page }: { page: Page }) {
  const api = useService(apiServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  // Fixed for the page's lifetime so the query key stays put across renders.
  const [period] = useState(() => ({ now: Date.now(), ...upcomingWindow(new Date()) }));
  const query = useQuery(eventQueries.perPeriod(api, period.start, period.end));
  const headingId = `catalogue-event-${page.id}`;

  let body;
  if (query.isPending) body = <Spinner label={t('catalogueLoading')} />;
  else if (query.isError) body = <SectionError onRetry={() => void query.refetch()} />;
  else {
    const upcoming = query.data.event_occurrences
      .filter((o) => o.page_id === page.id && Date.parse(o.ends_at) > period.now)
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    body = <EventOccurrences occurrences={upcoming} />;
  }
  return (
    <section className="catalogue-section" aria-labelledby={headingId}>
      <h2 className="catalogue-section__title" id={headingId}>
        {t('eventUpcoming')}
      </h2>
      {body}
    </section>
  );
}
