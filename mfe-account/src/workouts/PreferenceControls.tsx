import type { WorkoutMode } from '@stride/shared';
import { WORKOUT_MODES } from '@stride/shared/workouts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

export interface PreferenceControlsProps {
  mode: WorkoutMode;
  muted: boolean;
  onMode(mode: WorkoutMode): void;
  onMuted(muted: boolean): void;
}

/** The mode (grouped or follow-along) as two big choices, and sound on or off. */
export function PreferenceControls({ mode, muted, onMode, onMuted }: PreferenceControlsProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const name = useId();
  return (
    <div className="workout-preferences">
      <fieldset className="workout-preferences__modes">
        <legend className="workout-preferences__legend">{t('workoutModeLegend')}</legend>
        {WORKOUT_MODES.map((option) => (
          <label key={option} className="workout-preferences__mode">
            <input type="radio" name={name} value={option} checked={mode === option} onChange={() => onMode(option)} />
            <span>{t(`workoutMode_${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="workout-preferences__sound">
        <input type="checkbox" role="switch" checked={!muted} onChange={(event) => onMuted(!event.target.checked)} />
        <span>{t('workoutSound')}</span>
      </label>
    </div>
  );
}
