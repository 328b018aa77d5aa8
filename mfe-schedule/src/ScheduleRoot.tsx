import type { RemoteRootProps } from '@stride/shared';
import { CalendarBlock } from './calendarBlock/CalendarBlock';
import { ScheduleScreen } from './screen/ScheduleScreen';

/** The one root of mfe-schedule: /me/schedule, or a page's `calendar` block; it owns no hash modal. */
export function ScheduleRoot({ target }: RemoteRootProps) {
  if (target.kind === 'slot') return <CalendarBlock block={target.block} />;
  return target.kind === 'route' ? <ScheduleScreen /> : null;
}
