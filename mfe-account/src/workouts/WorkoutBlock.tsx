import { sessionServiceRef, type SlotBlock, type WorkoutMode } from '@stride/shared';
import { WORKOUT_MODES } from '@stride/shared/workouts';
import { Spinner, useService } from '@stride/shared/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { WorkoutLogIn, WorkoutPlayer } from './WorkoutPlayer';
import './workouts.scss';

/** A text field of the block (slot blocks carry their owner's fields as they are), or null. */
function textOf(block: SlotBlock, field: 'workout_id' | 'title'): string | null {
  const value = (block as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The block's `mode` when it is one of spec §3's modes: the coach's suggestion. */
function modeOf(block: SlotBlock): WorkoutMode | null {
  const mode = (block as Record<string, unknown>).mode;
  return (WORKOUT_MODES as readonly unknown[]).includes(mode) ? (mode as WorkoutMode) : null;
}

/** The workout content block: the player for a signed-in member; a guest is asked to log in first. */
export function WorkoutBlock({ block }: { block: SlotBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const headingId = useId();
  const workoutId = textOf(block, 'workout_id');
  const title = textOf(block, 'title');
  if (session.status === 'authenticated' && workoutId) {
    // Keyed by member and workout: nothing of one session or member carries over to another.
    return (
      <WorkoutPlayer
        key={`${session.user.id}/${workoutId}`}
        userId={session.user.id}
        workoutId={workoutId}
        title={title}
        suggestedMode={modeOf(block)}
      />
    );
  }
  let body;
  if (!workoutId) body = <p className="workout-note">{t('workoutNotFound')}</p>;
  else if (session.status === 'guest') body = <WorkoutLogIn />;
  else body = <Spinner label={t('loading')} />;
  return (
    <section className="workout-player" aria-labelledby={headingId}>
      <h2 id={headingId} className="workout-player__title" dir="auto">
        {title ?? t('workoutTitle')}
      </h2>
      {body}
    </section>
  );
}
