import type { LoggedSet, WorkoutItem } from '@stride/shared';
import { Button } from '@stride/shared/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { loggedSetFrom, measuredFields, prefilledValues, type SetField, type SetValues } from './setValues';
import type { SetState } from './workoutPlan';

const FIELD_LABELS: Readonly<Record<SetField, string>> = {
  reps: 'workoutInputReps',
  load_kg: 'workoutInputLoad',
  time_seconds: 'workoutInputTime',
  distance_m: 'workoutInputDistance',
};

/** The numbers of one set, as inputs a thumb can hit; whole reps, decimals elsewhere. */
export function SetInputs({
  item,
  values,
  invalid,
  disabled,
  onChange,
}: {
  item: WorkoutItem;
  values: SetValues;
  invalid: SetField | null;
  disabled?: boolean;
  onChange(values: SetValues): void;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const id = useId();
  return (
    <div className="workout-inputs">
      {measuredFields(item).map((field) => (
        <div key={field} className="workout-inputs__field">
          <label htmlFor={`${id}-${field}`}>{t(FIELD_LABELS[field])}</label>
          <input
            id={`${id}-${field}`}
            type="text"
            inputMode={field === 'reps' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={values[field]}
            disabled={disabled}
            aria-invalid={invalid === field ? true : undefined}
            aria-describedby={invalid === field ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        </div>
      ))}
      {invalid ? (
        <p id={`${id}-error`} className="workout-alert" role="alert">
          {t(invalid === 'reps' ? 'workoutWholeNumber' : 'workoutNumber')}
        </p>
      ) : null}
    </div>
  );
}

export interface SetRowProps {
  item: WorkoutItem;
  setIndex: number;
  round: number | null;
  /** What the row shows first: "Set 2", or the exercise in a round. */
  label: string;
  /** The row's name for assistive technology, unique in the workout: "Back squat, set 2". */
  name: string;
  state: SetState | null;
  failed: boolean;
  /** This session's numbers for the set, once logged. */
  logged: Record<string, unknown> | undefined;
  lastSets: readonly LoggedSet[] | undefined;
  onDone(set: LoggedSet): void;
  onSkip(): void;
  onRetry(): void;
}

/** One set to check off: its numbers pre-filled, Done logs them at once, Skip passes it. */
export function SetRow(props: SetRowProps) {
  const { item, setIndex, round, label, name, state, failed, logged, lastSets } = props;
  const { t } = useTranslation(definition.i18nNamespace);
  const [values, setValues] = useState(() => prefilledValues(item, setIndex, lastSets, logged));
  const [invalid, setInvalid] = useState<SetField | null>(null);
  const done = () => {
    const result = loggedSetFrom(item, values, setIndex, round);
    if ('invalid' in result) {
      setInvalid(result.invalid);
      return;
    }
    setInvalid(null);
    props.onDone(result.set);
  };
  const settled = state !== null && !failed;
  return (
    <div
      role="group"
      aria-label={name}
      className={`workout-set${state && !failed ? ` workout-set--${state}` : ''}${failed ? ' workout-set--failed' : ''}`}
    >
      <span className="workout-set__label" dir="auto">
        {label}
      </span>
      <SetInputs item={item} values={values} invalid={invalid} disabled={settled} onChange={setValues} />
      <div className="workout-set__actions">
        {failed ? (
          <>
            <span className="workout-set__status workout-set__status--failed" role="alert">
              {t('workoutSetNotSaved')}
            </span>
            <Button variant="secondary" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          </>
        ) : state === 'done' ? (
          <span className="workout-set__status workout-set__status--done">{t('workoutSetLogged')}</span>
        ) : state === 'skipped' ? (
          <span className="workout-set__status">{t('workoutSetSkipped')}</span>
        ) : (
          <>
            <Button className="workout-set__done" onClick={done}>
              {t('workoutSetDone')}
            </Button>
            <Button variant="link" className="workout-set__skip" onClick={props.onSkip}>
              {t('workoutSkip')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
