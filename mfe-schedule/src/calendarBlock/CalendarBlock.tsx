import { apiServiceRef, busServiceRef, navigationServiceRef, sessionServiceRef, type SlotBlock } from '@stride/shared';
import { Button, Spinner, pageQueries, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '../calendar/Calendar';
import { definition } from '../definition';
import './calendarBlock.scss';

/** A text field of the block as the content file gave it (slot blocks carry their owner's fields as they are). */
function textOf(block: SlotBlock, name: 'title' | 'page_id'): string | null {
  const value = (block as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The `calendar` block: a page's calendar (GET /schedule?context=page&page_id=), the block's `page_id` or the page
 * it sits on, in a compact week or list. A member can add the page and change their own items; a guest sees the
 * app's events and is asked to log in to schedule.
 */
export function CalendarBlock({ block }: { block: SlotBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const api = useService(apiServiceRef);
  const { location, pageBuilder } = useService(navigationServiceRef);
  const titleId = useId();
  const named = textOf(block, 'page_id');
  // The hosting page is already in the query cache: the content remote drew it.
  const hosting = useQuery({ ...pageQueries.byPath(api, location.pathname), enabled: !named && !pageBuilder });
  const pageId = named ?? hosting.data?.page.id ?? null;
  const title = textOf(block, 'title') ?? t('calendar');
  let body;
  if (session.status === 'unchecked' || (!pageId && hosting.isPending && !pageBuilder)) {
    body = <Spinner label={t('loading')} />;
  } else if (!pageId) {
    body = <p className="schedule-calendar__notice">{t('calendarUnavailable')}</p>;
  } else {
    const viewer = session.status === 'authenticated' ? session.user : null;
    body = (
      <>
        <Calendar
          storageKey={`calendar-block-${block.id}`}
          views={['week', 'list']}
          defaultView="list"
          context="page"
          pageId={pageId}
          viewer={viewer}
          addPageId={pageId}
          headingLevel={3}
        />
        {!viewer ? (
          <div className="schedule-calendar-block__guest">
            <p>{t('logInToScheduleText')}</p>
            <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logInToSchedule')}</Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className="stride-slot-block schedule-calendar-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="stride-slot-block__title" dir="auto">
        {title}
      </h2>
      {body}
    </section>
  );
}
