import {
  apiServiceRef,
  ApiError,
  busServiceRef,
  type WorkoutMode,
  type WorkoutSession as Session,
  type WorkoutSessionRequest,
  type WorkoutSessionResponse,
} from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { useWorkoutPreferences } from './useWorkoutPreferences';
import { WorkoutOverview } from './WorkoutOverview';
import { WorkoutResults } from './WorkoutResults';
import { WorkoutSession } from './WorkoutSession';
import { sessionPath, workoutQueries } from './workoutQueries';

type Screen = { name: 'overview' } | { name: 'session'; session: Session } | { name: 'results'; session: Session };

/** The log-in prompt a guest (or a member whose session ended) sees instead of the player. */
export function WorkoutLogIn() {
  const { t } = useTranslation(definition.i18nNamespace);
  const bus = useService(busServiceRef);
  return (
    <div className="workout-login">
      <p>{t('workoutLogInToStart')}</p>
      <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
    </div>
  );
}

/**
 * The workout player of a signed-in member: the workout with Start (or Continue, for a session left running), the
 * session, then its results. The title heading takes focus when the screen changes, so a screen reader follows.
 */
export function WorkoutPlayer({
  userId,
  workoutId,
  title,
  suggestedMode = null,
}: {
  userId: string;
  workoutId: string;
  title: string | null;
  /** The block's mode: the coach's suggestion until the member picks one. */
  suggestedMode?: WorkoutMode | null;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const query = useQuery(workoutQueries.workout(api, userId, workoutId));
  const preferences = useWorkoutPreferences(suggestedMode);
  const [screen, setScreen] = useState<Screen>({ name: 'overview' });
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(screen.name);
  useEffect(() => {
    if (shown.current === screen.name) return;
    shown.current = screen.name;
    heading.current?.focus();
  }, [screen.name]);

  const data = query.data;
  const start = async () => {
    if (!data) return;
    setStarting(true);
    setStartFailed(false);
    try {
      const body: WorkoutSessionRequest = { session_mode: preferences.mode, page_id: data.workout.page_id };
      const { session } = await api.post<WorkoutSessionResponse>(sessionPath(workoutId), body);
      setScreen({ name: 'session', session });
    } catch {
      setStartFailed(true);
    } finally {
      setStarting(false);
    }
  };
  const resume = () => {
    const session = data?.active_session;
    if (!session) return;
    if (session.session_mode !== preferences.mode) {
      api.put(sessionPath(workoutId, session.id), { session_mode: preferences.mode }).catch(() => undefined);
    }
    setScreen({ name: 'session', session });
  };

  let body;
  if (data && screen.name === 'session') {
    body = (
      <WorkoutSession
        key={screen.session.id}
        workout={data.workout}
        lastSets={data.last_sets}
        session={screen.session}
        userId={userId}
        mode={preferences.mode}
        muted={preferences.muted}
        onMode={preferences.setMode}
        onMuted={preferences.setMuted}
        onFinished={(session) => {
          setScreen({ name: 'results', session });
          // The next visit starts afresh with this session's numbers as last time's.
          void queryClient.invalidateQueries({ queryKey: workoutQueries.workout(api, userId, workoutId).queryKey });
        }}
      />
    );
  } else if (data && screen.name === 'results') {
    body = (
      <WorkoutResults workout={data.workout} session={screen.session} onBack={() => setScreen({ name: 'overview' })} />
    );
  } else if (data) {
    body = (
      <WorkoutOverview
        data={data}
        userId={userId}
        mode={preferences.mode}
        muted={preferences.muted}
        onMode={preferences.setMode}
        onMuted={preferences.setMuted}
        busy={starting}
        failed={startFailed}
        onStart={() => void start()}
        onContinue={resume}
      />
    );
  } else if (query.error instanceof ApiError && query.error.status === 401) body = <WorkoutLogIn />;
  else if (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404)) {
    body = <p className="workout-note">{t(query.error.status === 403 ? 'workoutNoAccess' : 'workoutNotFound')}</p>;
  } else if (query.isError) body = <LoadError messageKey="workoutLoadFailed" onRetry={() => void query.refetch()} />;
  else body = <Spinner label={t('loading')} />;

  return (
    <section className="workout-player" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="workout-player__title" dir="auto">
        {screen.name === 'results' ? t('workoutResultsTitle') : (title ?? data?.workout.title ?? t('workoutTitle'))}
      </h2>
      <p className="workout-player__status" role="status">
        {preferences.reset && data ? t('workoutPreferenceReset') : ''}
      </p>
      {body}
    </section>
  );
}
