import mitt from 'mitt';
import type { StrideBus, StrideEvents } from './StrideEvents';

/** The shell creates one bus and hands it to every parcel. */
export function createBus(): StrideBus {
  return mitt<StrideEvents>();
}
