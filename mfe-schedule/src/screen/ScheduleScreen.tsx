import { busServiceRef, navigationServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '../calendar/Calendar';
import { definition } from '../definition';
import './screen.scss';

/** The key the member's own calendar keeps its view under (spec §9). */
export const SCHEDULE_SCREEN_KEY = 'me-schedule';

/**
 * /me/schedule: the member's calendar (every view, the filter, the schedule modals). `?page_id=` (the page
 * toolbar's scheduling button) opens "Add to schedule" for that page; a guest is asked to log in.
 */
export function ScheduleScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const { location, navigate } = useService(navigationServiceRef);
  const pageId = new URLSearchParams(location.search).get('page_id');
  let body;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest') {
    body = (
      <div className="schedule-screen__notice">
        <p>{t('logInToSeeSchedule')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </div>
    );
  } else {
    body = (
      <Calendar
        storageKey={SCHEDULE_SCREEN_KEY}
        views={['day', 'week', 'month', 'list']}
        defaultView="week"
        context="member"
        viewer={session.user}
        withFilter
        addAtOnce={pageId}
        // The page's add is done (or given up): the address no longer asks for it.
        onAddAtOnceClosed={() => navigate('/me/schedule', { replace: true })}
        headingLevel={2}
      />
    );
  }
  return (
    <>
      <ScreenToolbar title={t('schedule')} />
      <main className="schedule-screen">{body}</main>
    </>
  );
}
