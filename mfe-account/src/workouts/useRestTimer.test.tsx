import type { WorkoutActivityRequest } from '@stride/shared';
import { act, renderHook } from '@testing-library/react';
import type { Chime } from './chime';
import { useRestTimer } from './useRestTimer';

function setup(muted: boolean) {
  const chime: Chime = { prime: jest.fn(), play: jest.fn(), close: jest.fn() };
  const logged: WorkoutActivityRequest[] = [];
  const onEnd = jest.fn();
  const hook = renderHook(
    (props: { muted: boolean }) => useRestTimer({ ...props, chime, log: (r) => logged.push(r), onEnd }),
    {
      initialProps: { muted },
    },
  );
  return { ...hook, chime, logged, onEnd };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const context = { groupId: 'g1', itemId: 'i1' };

describe('useRestTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down the seconds and logs rest_started with its length', () => {
    const { result, logged } = setup(false);
    act(() => result.current.start(90, context));
    expect(result.current.remaining).toBe(90);
    expect(logged).toEqual([
      { workout_group_id: 'g1', workout_group_item_id: 'i1', activity_type: 'rest_started', data: { seconds: 90 } },
    ]);
    advance(30_000);
    expect(result.current.remaining).toBe(60);
    advance(29_500);
    expect(result.current.remaining).toBe(31);
  });

  it('chimes at zero, logs rest_ended and says the rest is over', () => {
    const { result, chime, logged, onEnd } = setup(false);
    act(() => result.current.start(10, context));
    advance(9_900);
    expect(chime.play).not.toHaveBeenCalled();
    advance(200);
    expect(chime.play).toHaveBeenCalledTimes(1);
    expect(result.current.remaining).toBeNull();
    expect(result.current.over).toBe(true);
    expect(logged.map((request) => request.activity_type)).toEqual(['rest_started', 'rest_ended']);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stays silent at zero while muted, and chimes once the member turns sound on', () => {
    const { result, chime, rerender } = setup(true);
    act(() => result.current.start(5, context));
    advance(5_000);
    expect(chime.play).not.toHaveBeenCalled();
    rerender({ muted: false });
    act(() => result.current.start(5, context));
    advance(5_000);
    expect(chime.play).toHaveBeenCalledTimes(1);
  });

  it('skips: ends at once, logs rest_ended, no chime', () => {
    const { result, chime, logged, onEnd } = setup(false);
    act(() => result.current.start(60, context));
    advance(10_000);
    act(() => result.current.skip());
    expect(result.current.remaining).toBeNull();
    expect(result.current.over).toBe(false);
    expect(logged.map((request) => request.activity_type)).toEqual(['rest_started', 'rest_ended']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(chime.play).not.toHaveBeenCalled();
  });

  it('extends by 15 seconds, and the rest ends that much later', () => {
    const { result, chime } = setup(false);
    act(() => result.current.start(30, context));
    advance(20_000);
    act(() => result.current.extend(15));
    expect(result.current.remaining).toBe(25);
    expect(result.current.total).toBe(45);
    advance(20_000);
    expect(chime.play).not.toHaveBeenCalled();
    advance(5_000);
    expect(chime.play).toHaveBeenCalledTimes(1);
  });

  it('ends a rest still running when the next starts', () => {
    const { result, logged } = setup(false);
    act(() => result.current.start(60, context));
    act(() => result.current.start(30, { groupId: 'g2', itemId: null }));
    expect(logged.map((request) => `${request.activity_type} ${request.workout_group_id}`)).toEqual([
      'rest_started g1',
      'rest_ended g1',
      'rest_started g2',
    ]);
    expect(result.current.remaining).toBe(30);
  });
});
