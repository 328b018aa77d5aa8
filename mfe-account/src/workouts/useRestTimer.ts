import type { WorkoutActivityRequest } from '@stride/shared';
import { useEffect, useRef, useState } from 'react';
import type { Chime } from './chime';
import { useCountdown } from './useCountdown';

/** What the rest follows: its group and item, as the rest_started and rest_ended reports carry them. */
export interface RestContext {
  groupId: string;
  itemId: string | null;
}

export interface RestTimer {
  remaining: number | null;
  total: number | null;
  /** The last rest ran out (not skipped), until the next one starts: its end is announced. */
  over: boolean;
  start(seconds: number, context: RestContext): void;
  skip(): void;
  extend(seconds: number): void;
}

export interface RestTimerOptions {
  muted: boolean;
  chime: Chime;
  log(request: WorkoutActivityRequest): void;
  /** After the rest, whether it ran out or was skipped. */
  onEnd?(): void;
}

/**
 * The rest between sets: counts down, logs rest_started and rest_ended, chimes at zero unless muted. Skipping ends
 * it at once; a new rest replaces one still running.
 */
export function useRestTimer({ muted, chime, log, onEnd }: RestTimerOptions): RestTimer {
  const countdown = useCountdown();
  const [over, setOver] = useState(false);
  const context = useRef<RestContext | null>(null);
  // The handlers read the latest options: the member may unmute while resting.
  const latest = useRef({ muted, chime, log, onEnd });
  useEffect(() => {
    latest.current = { muted, chime, log, onEnd };
  });

  const logEnd = () => {
    const ended = context.current;
    context.current = null;
    if (!ended) return;
    latest.current.log({
      workout_group_id: ended.groupId,
      workout_group_item_id: ended.itemId,
      activity_type: 'rest_ended',
      data: {},
    });
  };
  const end = () => {
    logEnd();
    latest.current.onEnd?.();
  };

  return {
    remaining: countdown.remaining,
    total: countdown.total,
    over,
    start(seconds, next) {
      logEnd();
      context.current = next;
      setOver(false);
      latest.current.log({
        workout_group_id: next.groupId,
        workout_group_item_id: next.itemId,
        activity_type: 'rest_started',
        data: { seconds: Math.round(seconds) },
      });
      countdown.start(seconds, () => {
        if (!latest.current.muted) latest.current.chime.play();
        setOver(true);
        end();
      });
    },
    skip() {
      if (!context.current) return;
      countdown.stop();
      setOver(false);
      end();
    },
    extend(seconds) {
      countdown.extend(seconds);
    },
  };
}
