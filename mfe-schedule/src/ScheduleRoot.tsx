import type { RemoteRootProps } from '@stride/shared';
import { ScheduleScreen } from './week/ScheduleScreen';

/** The one root of mfe-schedule: /me/schedule and below show this week; it owns no modal. */
export function ScheduleRoot({ target }: RemoteRootProps) {
  return target.kind === 'route' ? <ScheduleScreen /> : null;
}
