import { navigationServiceRef, type WorkoutGroup, type WorkoutItem } from '@stride/shared';
import { InAppLink, useService } from '@stride/shared/react';
import { SwapExercise } from './SwapExercise';
import { ItemFacts } from './WorkoutFacts';

/** A link to the exercise's page. */
export function ExerciseLink({ item }: { item: WorkoutItem }) {
  const { navigate } = useService(navigationServiceRef);
  return (
    <InAppLink to={item.exercise.path} navigate={navigate} className="workout-item__title">
      <span dir="auto">{item.exercise.title}</span>
    </InAppLink>
  );
}

/**
 * One exercise of a group: its page, its targets, the coach's notes, and the swap. Without its title where the
 * step's heading already names (and links) the exercise.
 */
export function ItemDetails({
  group,
  item,
  userId,
  showTitle = true,
}: {
  group: WorkoutGroup;
  item: WorkoutItem;
  userId: string;
  showTitle?: boolean;
}) {
  return (
    <div className="workout-item">
      {showTitle && item.exercise.image_url ? (
        <img className="workout-item__image" src={item.exercise.image_url} alt="" loading="lazy" />
      ) : null}
      <div className="workout-item__text">
        {showTitle ? <ExerciseLink item={item} /> : null}
        <ItemFacts group={group} item={item} />
        {item.notes ? (
          <p className="workout-item__notes" dir="auto">
            {item.notes}
          </p>
        ) : null}
        <SwapExercise item={item} userId={userId} />
      </div>
    </div>
  );
}
