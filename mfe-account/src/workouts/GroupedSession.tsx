import type { LoggedSet, Workout, WorkoutGroup, WorkoutItem } from '@stride/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { AmrapPanel } from './AmrapPanel';
import type { Chime } from './chime';
import { IntervalGroup } from './IntervalGroup';
import { ItemDetails } from './ItemDetails';
import type { SessionLog, SessionLogSnapshot } from './sessionLog';
import { SetRow } from './SetRow';
import type { RestTimer } from './useRestTimer';
import { GroupFacts, groupName } from './WorkoutFacts';
import { currentRound, isRoundComplete, setKey } from './workoutPlan';

export interface GroupedSessionProps {
  workout: Workout;
  lastSets: Readonly<Record<string, LoggedSet[]>>;
  log: SessionLog;
  snapshot: SessionLogSnapshot;
  rest: RestTimer;
  muted: boolean;
  chime: Chime;
  userId: string;
}

type CardProps = Omit<GroupedSessionProps, 'workout'> & { group: WorkoutGroup };

/** A set row wired to the log: done or skipped at once; done starts the rest that follows it. */
function LoggedSetRow({
  group,
  item,
  setIndex,
  round,
  label,
  name,
  log,
  snapshot,
  rest,
  lastSets,
}: CardProps & { item: WorkoutItem; setIndex: number; round: number | null; label: string; name: string }) {
  const key = setKey(group.id, item.id, setIndex);
  const target = { group, item, setIndex, round };
  return (
    <SetRow
      item={item}
      setIndex={setIndex}
      round={round}
      label={label}
      name={name}
      state={snapshot.progress.sets.get(key) ?? null}
      failed={snapshot.failedSets.has(key)}
      logged={snapshot.progress.setData.get(key)}
      lastSets={lastSets[item.id]}
      onDone={(set) => {
        const roundDone = log.resolveSet(target, { done: set });
        // After a round, the group's rest; after a set (or an item within a round), the item's.
        const seconds = roundDone !== null ? (group.rest_seconds ?? item.rest_seconds) : item.rest_seconds;
        if (seconds && seconds > 0) rest.start(seconds, { groupId: group.id, itemId: item.id });
      }}
      onSkip={() => log.resolveSet(target, 'skipped')}
      onRetry={log.retryFailed}
    />
  );
}

function StraightSets(props: CardProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { group, userId } = props;
  return (
    <ul className="workout-card__items">
      {group.items.map((item) => (
        <li key={item.id} className="workout-card__item">
          <ItemDetails group={group} item={item} userId={userId} />
          <ol className="workout-sets">
            {Array.from({ length: item.sets }, (_, setIndex) => (
              <li key={setIndex}>
                <LoggedSetRow
                  {...props}
                  item={item}
                  setIndex={setIndex}
                  round={null}
                  label={t('workoutSetNumber', { set: setIndex + 1 })}
                  name={t('workoutSetName', { title: item.exercise.title, set: setIndex + 1 })}
                />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** A superset or circuit: the round it is at, the items, and each round's rows (a round logs when all are in). */
function Rounds(props: CardProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { group, snapshot, userId } = props;
  const round = currentRound(group, snapshot.progress);
  const allDone = Array.from({ length: group.rounds }, (_, index) => index + 1).every(
    (number) =>
      snapshot.progress.rounds.get(group.id)?.has(number) || isRoundComplete(group, number, snapshot.progress),
  );
  return (
    <>
      <p className="workout-card__round" aria-live="polite">
        {allDone ? t('workoutAllRoundsDone') : t('workoutRoundOf', { round, rounds: group.rounds })}
      </p>
      <ul className="workout-card__items">
        {group.items.map((item) => (
          <li key={item.id} className="workout-card__item">
            <ItemDetails group={group} item={item} userId={userId} />
          </li>
        ))}
      </ul>
      <ol className="workout-rounds">
        {Array.from({ length: group.rounds }, (_, index) => index + 1).map((number) => (
          <li key={number} className={`workout-round${number === round && !allDone ? ' workout-round--current' : ''}`}>
            <h4 className="workout-round__title">{t('workoutRoundNumber', { round: number })}</h4>
            <ul className="workout-sets">
              {group.items.map((item) => (
                <li key={item.id}>
                  <LoggedSetRow
                    {...props}
                    item={item}
                    setIndex={number - 1}
                    round={number}
                    label={item.exercise.title}
                    name={t('workoutRoundItemName', { title: item.exercise.title, round: number })}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}

function GroupCard(props: CardProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const headingId = useId();
  const { group, log, snapshot, lastSets, muted, chime, userId } = props;
  let body;
  if (group.kind === 'straight') body = <StraightSets {...props} />;
  else if (group.kind === 'superset' || group.kind === 'circuit') body = <Rounds {...props} />;
  else {
    body = (
      <>
        <ul className="workout-card__items">
          {group.items.map((item) => (
            <li key={item.id} className="workout-card__item">
              <ItemDetails group={group} item={item} userId={userId} />
            </li>
          ))}
        </ul>
        {group.kind === 'amrap' ? (
          <AmrapPanel group={group} log={log} progress={snapshot.progress} muted={muted} chime={chime} />
        ) : (
          <IntervalGroup group={group} log={log} lastSets={lastSets} muted={muted} chime={chime} />
        )}
      </>
    );
  }
  return (
    <section className="workout-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="workout-card__title" dir="auto">
        {groupName(group, t)}
      </h3>
      <GroupFacts group={group} />
      {body}
    </section>
  );
}

/** Grouped: every group a card, its sets checked off in any order. */
export function GroupedSession({ workout, ...props }: GroupedSessionProps) {
  return (
    <div className="workout-groups">
      {workout.groups.map((group) => (
        <GroupCard key={group.id} {...props} group={group} />
      ))}
    </div>
  );
}
