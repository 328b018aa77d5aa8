import { apiServiceRef, type WorkoutItem } from '@stride/shared';
import { Button, Modal, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useExerciseSwap } from './useExerciseSwap';
import { workoutQueries } from './workoutQueries';

/** Pick one of the coach's alternates for the item's exercise. */
function SwapDialog({ item, userId, onClose }: { item: WorkoutItem; userId: string; onClose(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { swap } = useExerciseSwap(userId);
  const name = useId();
  const choices = item.alternates.filter((alternate) => alternate.id !== item.exercise.id);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    setFailed(false);
    try {
      await swap(item.original_exercise_id, choice);
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Modal title={t('workoutSwapTitle', { title: item.exercise.title })} onClose={onClose} closeLabel={t('close')}>
      <form
        className="workout-swap"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="workout-swap__choices">
          <legend>{t('workoutSwapChoose')}</legend>
          {choices.map((alternate) => (
            <label key={alternate.id} className="workout-swap__choice">
              <input
                type="radio"
                name={name}
                value={alternate.id}
                checked={choice === alternate.id}
                onChange={() => setChoice(alternate.id)}
              />
              {alternate.image_url ? (
                <img className="workout-swap__image" src={alternate.image_url} alt="" loading="lazy" />
              ) : null}
              <span dir="auto">{alternate.title}</span>
            </label>
          ))}
        </fieldset>
        {failed ? (
          <p className="workout-alert" role="alert">
            {t('workoutSwapFailed')}
          </p>
        ) : null}
        <div className="workout-swap__actions">
          <Button type="submit" disabled={!choice || busy}>
            {t('workoutSwap')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('workoutCancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Back to the coach's exercise, named once the item's exercise says which it was. */
function ResetSwap({ item, userId }: { item: WorkoutItem; userId: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const { reset } = useExerciseSwap(userId);
  const exercise = useQuery(workoutQueries.exercise(api, userId, item.id));
  const original = exercise.data?.exercise.swapped_from?.title;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const back = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await reset(item.original_exercise_id);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="link" className="workout-item__action" onClick={() => void back()} disabled={busy}>
        {original ? t('workoutSwapBack', { title: original }) : t('workoutSwapBackToCoach')}
      </Button>
      {failed ? (
        <p className="workout-alert" role="alert">
          {t('workoutSwapFailed')}
        </p>
      ) : null}
    </>
  );
}

/** Swap exercise (when the coach allows alternates), and back to the coach's once swapped. */
export function SwapExercise({ item, userId }: { item: WorkoutItem; userId: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const [open, setOpen] = useState(false);
  const canSwap = item.alternates.some((alternate) => alternate.id !== item.exercise.id);
  if (!canSwap && !item.is_swapped) return null;
  return (
    <div className="workout-item__actions">
      {canSwap ? (
        <Button
          variant="link"
          className="workout-item__action"
          aria-label={t('workoutSwapExerciseOf', { title: item.exercise.title })}
          onClick={() => setOpen(true)}
        >
          {t('workoutSwapExercise')}
        </Button>
      ) : null}
      {item.is_swapped ? <ResetSwap item={item} userId={userId} /> : null}
      {open ? <SwapDialog item={item} userId={userId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
