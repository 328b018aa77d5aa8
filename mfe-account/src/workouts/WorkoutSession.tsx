import {
  apiServiceRef,
  type LoggedSet,
  type Workout,
  type WorkoutActivityRequest,
  type WorkoutActivityResponse,
  type WorkoutMode,
  type WorkoutSession as Session,
} from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useChime } from './chime';
import { FollowAlongSession } from './FollowAlongSession';
import { GroupedSession } from './GroupedSession';
import { PreferenceControls } from './PreferenceControls';
import { RestAnnouncer, RestTimerPanel } from './RestTimerPanel';
import { createSessionLog, newClientId } from './sessionLog';
import { useRestTimer } from './useRestTimer';
import { useWakeLock } from './wakeLock';
import { sessionPath } from './workoutQueries';
import { isWorkoutComplete, roundsDone } from './workoutPlan';

export interface WorkoutSessionProps {
  workout: Workout;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  session: Session;
  userId: string;
  mode: WorkoutMode;
  muted: boolean;
  onMode(mode: WorkoutMode): void;
  onMuted(muted: boolean): void;
  /** The finished session, with its summary. */
  onFinished(session: Session): void;
}

/**
 * A session running: the member's mode and sound, the workout grouped or one step at a time, and Finish. Every
 * set is logged as it is done, so a reload loses nothing; the screen stays awake until the session ends.
 */
export function WorkoutSession(props: WorkoutSessionProps) {
  const { workout, lastSets, session, userId, mode, muted } = props;
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const [log] = useState(() =>
    createSessionLog(session.activities, (request) =>
      api.post<WorkoutActivityResponse>(`${sessionPath(workout.id, session.id)}/activity`, request),
    ),
  );
  const snapshot = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const chime = useChime();
  const rest = useRestTimer({ muted, chime, log: log.record });
  const [finishing, setFinishing] = useState<'idle' | 'busy' | 'failed'>('idle');
  useWakeLock(true);

  const changeMode = (next: WorkoutMode) => {
    rest.skip();
    props.onMode(next);
    // The session remembers how it was done; a failure here costs nothing the member sees.
    api.put(sessionPath(workout.id, session.id), { session_mode: next }).catch(() => undefined);
  };

  const finish = async () => {
    setFinishing('busy');
    rest.skip();
    await log.settled();
    const amraps = workout.groups.filter((group) => group.kind === 'amrap');
    const roundsAchieved = amraps.reduce((sum, group) => sum + roundsDone(group, log.getSnapshot().progress), 0);
    const request: WorkoutActivityRequest = {
      workout_group_id: null,
      workout_group_item_id: null,
      activity_type: 'session_finished',
      data: amraps.length > 0 ? { rounds_achieved: roundsAchieved } : {},
      client_id: newClientId(),
    };
    try {
      const response = await api.post<WorkoutActivityResponse>(
        `${sessionPath(workout.id, session.id)}/activity`,
        request,
      );
      props.onFinished(response.session ?? { ...session, status: 'finished' });
    } catch {
      setFinishing('failed');
    }
  };

  const complete = isWorkoutComplete(workout, snapshot.progress);
  return (
    <div className="workout-session">
      <PreferenceControls mode={mode} muted={muted} onMode={changeMode} onMuted={props.onMuted} />
      {snapshot.failed ? (
        <div className="workout-session__unsaved">
          <p className="workout-alert" role="alert">
            {t('workoutNotSaved')}
          </p>
          <Button variant="secondary" onClick={log.retryFailed}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {mode === 'grouped' ? (
        <>
          <RestAnnouncer rest={rest} />
          <GroupedSession
            workout={workout}
            lastSets={lastSets}
            log={log}
            snapshot={snapshot}
            rest={rest}
            muted={muted}
            chime={chime}
            userId={userId}
          />
          <div className="workout-session__rest">
            <RestTimerPanel rest={rest} />
          </div>
        </>
      ) : (
        <FollowAlongSession
          workout={workout}
          lastSets={lastSets}
          log={log}
          snapshot={snapshot}
          muted={muted}
          chime={chime}
          userId={userId}
        />
      )}
      <div className="workout-session__finish">
        {complete ? <p className="workout-session__complete">{t('workoutCompleteHint')}</p> : null}
        <Button onClick={() => void finish()} disabled={finishing === 'busy'}>
          {t('workoutFinish')}
        </Button>
        {finishing === 'failed' ? (
          <p className="workout-alert" role="alert">
            {t('workoutFinishFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
