import { useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left (rounded up: 0:01 until it is over), or null when none runs. */
  remaining: number | null;
  /** The length it was started or extended to, in seconds. */
  total: number | null;
  paused: boolean;
  /** Starts (or restarts) a countdown of `seconds`; `onZero` runs once when it reaches zero. */
  start(seconds: number, onZero: () => void): void;
  pause(): void;
  resume(): void;
  extend(seconds: number): void;
  /** Ends it without `onZero`. */
  stop(): void;
}

interface Running {
  endsAt: number;
  total: number;
  /** Milliseconds left when paused, else null. */
  pausedLeft: number | null;
}

const TICK_MS = 250;

/**
 * A countdown measured against the clock, not by counting ticks: a throttled background tab or a slow phone
 * catches up on the next tick instead of running late.
 */
export function useCountdown(): Countdown {
  const [running, setRunning] = useState<Running | null>(null);
  const [now, setNow] = useState(0);
  const onZero = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!running || running.pausedLeft !== null) return;
    const id = setInterval(() => {
      const time = Date.now();
      if (time < running.endsAt) {
        setNow(time);
        return;
      }
      clearInterval(id);
      setRunning(null);
      onZero.current();
    }, TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const left = running ? (running.pausedLeft ?? running.endsAt - now) : null;
  return {
    remaining: left === null ? null : Math.max(0, Math.ceil(left / 1000)),
    total: running?.total ?? null,
    paused: running !== null && running.pausedLeft !== null,
    start(seconds, callback) {
      const time = Date.now();
      onZero.current = callback;
      setNow(time);
      setRunning({ endsAt: time + seconds * 1000, total: seconds, pausedLeft: null });
    },
    pause() {
      const time = Date.now();
      setRunning((current) =>
        current && current.pausedLeft === null
          ? { ...current, pausedLeft: Math.max(0, current.endsAt - time) }
          : current,
      );
    },
    resume() {
      const time = Date.now();
      setNow(time);
      setRunning((current) =>
        current && current.pausedLeft !== null
          ? { ...current, endsAt: time + current.pausedLeft, pausedLeft: null }
          : current,
      );
    },
    extend(seconds) {
      setRunning((current) =>
        current
          ? {
              endsAt: current.endsAt + seconds * 1000,
              total: current.total + seconds,
              pausedLeft: current.pausedLeft === null ? null : current.pausedLeft + seconds * 1000,
            }
          : current,
      );
    },
    stop() {
      setRunning(null);
    },
  };
}
