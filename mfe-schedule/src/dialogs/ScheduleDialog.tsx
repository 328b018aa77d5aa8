import { ApiError, apiServiceRef, navigationServiceRef, type ScheduledItem } from '@stride/shared';
import { SCHEDULE_IN_PAST } from '@stride/shared/schedule';
import { Button, Modal, useService } from '@stride/shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, nowTimeIn, timeInZone, todayIn } from '../calendar/calendarDates';
import { definition } from '../definition';
import { refreshSchedule, scheduleWrites } from '../schedule/scheduleQueries';
import type { ScheduleDialogOutcome, ScheduleDialogRequest } from './ScheduleDialogRequest';
import { scheduleWhen, whenProblem } from './scheduleWhen';
import './dialogs.scss';

export interface ScheduleDialogProps {
  request: ScheduleDialogRequest;
  /** The member's time zone: "today", the times shown and the `timezone` sent. */
  zone: string;
  onClose(outcome: ScheduleDialogOutcome | null): void;
}

/** The API's own code for an error answer that carries no body of ours (a proxy's 502, a shed request). */
const BARE_HTTP_ERROR = 'http_error';

/**
 * What a failed write tells the member: "Cannot schedule in the past" in their words, else the API's message (a 409
 * "An event keeps the times the app gave it", a 404), else a generic one in their words (offline, no API answer).
 */
function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.code === SCHEDULE_IN_PAST) return t('cannotScheduleInPast');
  if (error instanceof ApiError && error.code !== BARE_HTTP_ERROR && error.message.trim()) return error.message;
  return t('somethingWentWrong');
}

/** The schedule modals (spec §2): add a page, duplicate or reschedule an item (picking a day and time), remove one. */
export function ScheduleDialog({ request, zone, onClose }: ScheduleDialogProps) {
  if (request.kind === 'remove') return <RemoveDialog item={request.item} onClose={onClose} />;
  return <WhenDialog request={request} zone={zone} onClose={onClose} />;
}

function RemoveDialog({ item, onClose }: { item: ScheduledItem; onClose: ScheduleDialogProps['onClose'] }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => scheduleWrites.remove(api, item.id),
    onSuccess: async () => {
      await refreshSchedule(queryClient);
      onClose({ date: null, message: t('removedMessage', { title: item.item.title }) });
    },
  });
  return (
    <Modal title={t('removeTitle')} onClose={() => onClose(null)} closeLabel={t('close')}>
      <p className="schedule-dialog__text" dir="auto">
        {t('removeText', { title: item.item.title })}
      </p>
      {remove.isError ? (
        <p className="schedule-dialog__error" role="alert" dir="auto">
          {failureText(remove.error, t)}
        </p>
      ) : null}
      <div className="schedule-dialog__actions">
        <Button variant="secondary" onClick={() => onClose(null)}>
          {t('cancel')}
        </Button>
        <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('remove')}
        </Button>
      </div>
    </Modal>
  );
}

type WhenRequest = Exclude<ScheduleDialogRequest, { kind: 'remove' }>;

function initialWhen(request: WhenRequest, zone: string, today: string) {
  if (request.kind === 'add') return { date: today, allDay: true, time: '' };
  const { item } = request;
  const time = item.starts_at && !item.is_all_day ? timeInZone(item.starts_at, zone) : '';
  // A missed day cannot be put back where it was: the form starts from today.
  return { date: item.date < today ? today : item.date, allDay: item.is_all_day, time };
}

function WhenDialog({ request, zone, onClose }: { request: WhenRequest } & Omit<ScheduleDialogProps, 'request'>) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const queryClient = useQueryClient();
  const ids = { date: useId(), time: useId(), allDay: useId(), shift: useId(), error: useId() };
  const today = todayIn(zone);
  const [when, setWhen] = useState(() => initialWhen(request, zone, today));
  const [shift, setShift] = useState(false);
  /** A problem with the day or time entered (a translation key); `failure`: the API refused the write otherwise. */
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<ScheduledItem | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isProgramDay = request.kind === 'reschedule' && request.item.context_type === 'Program';
  // The form (and the button that had focus) gives way to the confirmation: focus its new title.
  useEffect(() => {
    if (added) titleRef.current?.focus();
  }, [added]);

  const save = useMutation({
    mutationFn: async (): Promise<ScheduledItem | null> => {
      const date = scheduleWhen(when);
      if (request.kind === 'add') {
        const created = await scheduleWrites.add(api, {
          item_id: request.pageId,
          item_type: 'Page',
          date,
          is_all_day: when.allDay,
          timezone: zone,
        });
        return created.items[0] ?? null;
      }
      if (request.kind === 'duplicate') {
        const created = await scheduleWrites.duplicate(api, request.item.id, {
          date,
          is_all_day: when.allDay,
          timezone: zone,
        });
        return created.items[0] ?? null;
      }
      const moved = await scheduleWrites.reschedule(api, request.item.id, {
        date,
        is_all_day: when.allDay,
        shift_subsequent: isProgramDay && shift,
        timezone: zone,
      });
      return moved.rescheduled_item;
    },
    onSuccess: async (item) => {
      await refreshSchedule(queryClient);
      const date = item?.date ?? when.date;
      const title = item?.item.title ?? (request.kind === 'add' ? '' : request.item.item.title);
      const on = formatDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
      if (request.kind === 'add' && item) {
        // The member came from the page: say where it went and offer the way back to it.
        setAdded(item);
        return;
      }
      const key = request.kind === 'duplicate' ? 'duplicatedMessage' : 'rescheduledMessage';
      onClose({ date, message: t(key, { title, date: on }) });
    },
    onError: (error) => {
      // The form keeps what the member entered: they correct it or try again.
      if (error instanceof ApiError && error.code === SCHEDULE_IN_PAST) setProblem('cannotScheduleInPast');
      else setFailure(failureText(error, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = whenProblem(when, today, nowTimeIn(zone));
    setProblem(found);
    setFailure(null);
    if (!found) save.mutate();
  };

  const title =
    request.kind === 'add' ? t('addTitle') : request.kind === 'duplicate' ? t('duplicateTitle') : t('rescheduleTitle');

  if (added) {
    const on = formatDate(added.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
    const close = () =>
      onClose({ date: added.date, message: t('addedMessage', { title: added.item.title, date: on }) });
    return (
      <Modal title={t('addedTitle')} onClose={close} closeLabel={t('close')} titleRef={titleRef}>
        <p className="schedule-dialog__text" dir="auto" role="status">
          {t('addedMessage', { title: added.item.title, date: on })}
        </p>
        <div className="schedule-dialog__actions">
          <Button variant="secondary" onClick={() => navigate(added.item.path)}>
            {t('backToPage')}
          </Button>
          <Button onClick={close}>{t('seeSchedule')}</Button>
        </div>
      </Modal>
    );
  }

  const problemId = problem ? ids.error : undefined;
  const alert = problem ? t(problem) : failure;
  return (
    <Modal title={title} onClose={() => onClose(null)} closeLabel={t('close')} titleRef={titleRef}>
      {request.kind !== 'add' ? (
        <p className="schedule-dialog__text" dir="auto">
          {request.item.item.title}
        </p>
      ) : null}
      <form className="schedule-dialog__form" onSubmit={submit} noValidate>
        <div className="schedule-dialog__field">
          <label htmlFor={ids.date}>{t('date')}</label>
          <input
            id={ids.date}
            type="date"
            min={today}
            required
            value={when.date}
            aria-invalid={problem === 'pickDate' || problem === 'cannotScheduleInPast' ? true : undefined}
            aria-describedby={problemId}
            onChange={(event) => setWhen({ ...when, date: event.target.value })}
          />
        </div>
        <div className="schedule-dialog__check">
          <input
            id={ids.allDay}
            type="checkbox"
            checked={when.allDay}
            onChange={(event) => setWhen({ ...when, allDay: event.target.checked })}
          />
          <label htmlFor={ids.allDay}>{t('allDay')}</label>
        </div>
        {!when.allDay ? (
          <div className="schedule-dialog__field">
            <label htmlFor={ids.time}>{t('time')}</label>
            <input
              id={ids.time}
              type="time"
              required
              value={when.time}
              aria-invalid={problem === 'pickTime' ? true : undefined}
              aria-describedby={problemId}
              onChange={(event) => setWhen({ ...when, time: event.target.value })}
            />
          </div>
        ) : null}
        {isProgramDay ? (
          <div className="schedule-dialog__check">
            <input
              id={ids.shift}
              type="checkbox"
              checked={shift}
              onChange={(event) => setShift(event.target.checked)}
            />
            <label htmlFor={ids.shift}>{t('shiftFollowing')}</label>
          </div>
        ) : null}
        {alert ? (
          <p id={ids.error} className="schedule-dialog__error" role="alert" dir="auto">
            {alert}
          </p>
        ) : null}
        <div className="schedule-dialog__actions">
          <Button variant="secondary" onClick={() => onClose(null)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {request.kind === 'add' ? t('add') : request.kind === 'duplicate' ? t('duplicate') : t('reschedule')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
