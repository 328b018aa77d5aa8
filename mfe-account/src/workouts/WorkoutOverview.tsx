import type { WorkoutMode, WorkoutResponse } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { ItemDetails } from './ItemDetails';
import { PreferenceControls } from './PreferenceControls';
import { GroupFacts, groupName } from './WorkoutFacts';

export interface WorkoutOverviewProps {
  data: WorkoutResponse;
  userId: string;
  mode: WorkoutMode;
  muted: boolean;
  onMode(mode: WorkoutMode): void;
  onMuted(muted: boolean): void;
  busy: boolean;
  failed: boolean;
  onStart(): void;
  onContinue(): void;
}

/** The workout before it starts: its groups and items, the mode and sound, and Start (or Continue). */
export function WorkoutOverview(props: WorkoutOverviewProps) {
  const { data, userId, busy } = props;
  const { workout, active_session: active } = data;
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const startedAt = active ? new Date(active.started_at) : null;
  return (
    <div className="workout-overview">
      {workout.description ? (
        <p className="workout-overview__description" dir="auto">
          {workout.description}
        </p>
      ) : null}
      <ol className="workout-overview__groups" aria-label={t('workoutGroups')}>
        {workout.groups.map((group) => (
          <li key={group.id} className="workout-card">
            <h3 className="workout-card__title" dir="auto">
              {groupName(group, t)}
            </h3>
            <GroupFacts group={group} />
            <ul className="workout-card__items">
              {group.items.map((item) => (
                <li key={item.id} className="workout-card__item">
                  <ItemDetails group={group} item={item} userId={userId} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <PreferenceControls mode={props.mode} muted={props.muted} onMode={props.onMode} onMuted={props.onMuted} />
      <div className="workout-overview__start">
        {active && startedAt ? (
          <>
            <p className="workout-overview__active">
              {t('workoutInProgress', {
                time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  startedAt,
                ),
              })}
            </p>
            <Button onClick={props.onContinue} disabled={busy}>
              {t('workoutContinue')}
            </Button>
          </>
        ) : (
          <Button onClick={props.onStart} disabled={busy}>
            {t('workoutStart')}
          </Button>
        )}
        {props.failed ? (
          <p className="workout-alert" role="alert">
            {t('workoutStartFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
