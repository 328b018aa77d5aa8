import { busServiceRef, FORM_PARAMS, type PersonalBest, type Workout, type WorkoutSession } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formatClock } from './formatClock';
import { formatLoad, formatNumber } from './workoutFormat';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A best in words: "Heaviest: 100 kg × 5", "Estimated one-rep max: 116.7 kg", "Most reps: 20", "Best time: 1:30". */
function bestText(best: PersonalBest, language: string, t: Translate): { what: string; before: string | null } {
  const value = (number: number) => {
    if (best.kind === 'time') return formatClock(number);
    if (best.kind === 'reps') return formatNumber(language, number);
    return formatLoad(language, number);
  };
  let what: string;
  if (best.kind === 'load' && best.reps !== null) {
    what = t('workoutBestLoadReps', { load: value(best.value), reps: best.reps });
  } else what = t(`workoutBest_${best.kind}`, { value: value(best.value) });
  return {
    what,
    before: best.previous_value === null ? null : t('workoutBestBefore', { value: value(best.previous_value) }),
  };
}

/** The session's summary: time, sets, volume, rounds, the personal bests it set, and the results form. */
export function WorkoutResults({
  workout,
  session,
  onBack,
}: {
  workout: Workout;
  session: WorkoutSession;
  onBack(): void;
}) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const bus = useService(busServiceRef);
  const language = i18n.language;
  const summary = session.summary;
  const formId = workout.results_form_id;
  return (
    <div className="workout-results">
      <p className="workout-results__lead">{t('workoutWellDone')}</p>
      {summary ? (
        <>
          <dl className="workout-results__stats">
            <div>
              <dt>{t('workoutStatDuration')}</dt>
              <dd>{formatClock(summary.duration_seconds)}</dd>
            </div>
            <div>
              <dt>{t('workoutStatSets')}</dt>
              <dd>{formatNumber(language, summary.sets_done)}</dd>
            </div>
            <div>
              <dt>{t('workoutStatVolume')}</dt>
              <dd>{formatLoad(language, summary.total_volume_kg)}</dd>
            </div>
            <div>
              <dt>{t('workoutStatRounds')}</dt>
              <dd>{formatNumber(language, summary.rounds_done)}</dd>
            </div>
          </dl>
          <h3 className="workout-results__title">{t('workoutPersonalBests')}</h3>
          {summary.personal_bests.length > 0 ? (
            <ul className="workout-results__bests">
              {summary.personal_bests.map((best) => {
                const { what, before } = bestText(best, language, t);
                return (
                  <li key={`${best.exercise_id}/${best.kind}`} className="workout-best">
                    <span className="workout-best__badge">{t('workoutNewPersonalBest')}</span>
                    <span className="workout-best__exercise" dir="auto">
                      {best.exercise_title}
                    </span>
                    <span className="workout-best__value">{what}</span>
                    {before ? <span className="workout-best__before">{before}</span> : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="workout-results__none">{t('workoutNoPersonalBests')}</p>
          )}
        </>
      ) : null}
      <div className="workout-results__actions">
        {formId ? (
          <Button
            onClick={() =>
              bus.emit('modal:open', {
                modal: 'form',
                params: { [FORM_PARAMS.form]: formId, [FORM_PARAMS.item]: `workout_session:${session.id}` },
              })
            }
          >
            {t('workoutLogResults')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onBack}>
          {t('workoutBackToWorkout')}
        </Button>
      </div>
    </div>
  );
}
