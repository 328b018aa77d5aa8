import type { WorkoutGroup, WorkoutItem } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formatClock } from './formatClock';
import { formatDistance, formatLoad, formatNumber } from './workoutFormat';

type Fact = [label: string, value: string];
type Translate = ReturnType<typeof useTranslation>['t'];

/** A group's name: the coach's title, else what kind of group it is. */
export function groupName(group: WorkoutGroup, t: Translate): string {
  return group.title?.trim() || t(`workoutKind_${group.kind}`);
}

function Facts({ facts, className }: { facts: Fact[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={['workout-facts', className].filter(Boolean).join(' ')}>
      {facts.map(([label, value]) => (
        <div key={label} className="workout-facts__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How a group is done: its kind (when a title names it), rounds, work and rest times, time cap. */
export function GroupFacts({ group }: { group: WorkoutGroup }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const facts: Fact[] = [];
  if (group.title?.trim()) facts.push([t('workoutFactKind'), t(`workoutKind_${group.kind}`)]);
  if (group.kind === 'amrap') {
    if (group.duration_seconds) facts.push([t('workoutFactTimeCap'), formatClock(group.duration_seconds)]);
  } else if (group.kind !== 'straight') {
    facts.push([t('workoutFactRounds'), String(group.rounds)]);
  }
  if (group.kind === 'emom') facts.push([t('workoutFactEvery'), formatClock(group.work_seconds ?? 60)]);
  if (group.kind === 'intervals' && group.work_seconds) {
    facts.push([t('workoutFactWork'), formatClock(group.work_seconds)]);
  }
  if (group.kind !== 'straight' && group.kind !== 'emom' && group.rest_seconds) {
    facts.push([t('workoutFactRest'), formatClock(group.rest_seconds)]);
  }
  return <Facts facts={facts} className="workout-facts--group" />;
}

/** An item's targets: sets (straight sets), reps, time, distance, load, tempo, rest. */
export function ItemFacts({ group, item }: { group: WorkoutGroup; item: WorkoutItem }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const language = i18n.language;
  const facts: Fact[] = [];
  if (group.kind === 'straight') facts.push([t('workoutFactSets'), String(item.sets)]);
  if (item.reps !== null) facts.push([t('workoutFactReps'), formatNumber(language, item.reps)]);
  if (item.time_seconds !== null && group.kind !== 'intervals') {
    facts.push([t('workoutFactTime'), formatClock(item.time_seconds)]);
  }
  if (item.distance_m !== null) facts.push([t('workoutFactDistance'), formatDistance(language, item.distance_m)]);
  if (item.load_kg !== null) facts.push([t('workoutFactLoad'), formatLoad(language, item.load_kg)]);
  if (item.tempo) facts.push([t('workoutFactTempo'), item.tempo]);
  if (item.rest_seconds) facts.push([t('workoutFactRest'), formatClock(item.rest_seconds)]);
  return <Facts facts={facts} />;
}
