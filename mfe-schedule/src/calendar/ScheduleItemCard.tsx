import { navigationServiceRef, type ScheduledItem } from '@stride/shared';
import { Button, InAppLink, LineIcon, useService } from '@stride/shared/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { ScheduleDialogRequest } from '../dialogs/ScheduleDialogRequest';
import { formatTime } from './calendarDates';

/** How a calendar colours an item: a program's day, an event, or a single page the member scheduled. */
export type ItemKind = 'program' | 'event' | 'page';

export function itemKind(item: ScheduledItem): ItemKind {
  if (item.context_type === 'Program') return 'program';
  if (item.item_type === 'EventOccurrence' || item.context_type === 'Event') return 'event';
  return 'page';
}

const CHECK = 'M5 12l5 5 9-10';
const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

const KIND_LABEL: Record<ItemKind, string> = { program: 'kindProgram', event: 'kindEvent', page: 'kindPage' };

/** When on its day: all day, or its times in the member's zone. */
function useWhenLabel(item: ScheduledItem, zone: string): string {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  if (item.is_all_day || !item.starts_at) return t('allDay');
  const start = formatTime(item.starts_at, zone, i18n.language);
  return item.ends_at ? `${start} – ${formatTime(item.ends_at, zone, i18n.language)}` : start;
}

export interface ScheduleItemCardProps {
  item: ScheduledItem;
  zone: string;
  /** Month cells: the title and tick only; the day view has the actions. */
  compact?: boolean;
  /** Opens a schedule modal for the item; without it (a guest) the item has no actions. */
  onAction?: (request: ScheduleDialogRequest) => void;
}

/**
 * One scheduled item: a link to its page (spec §2, coloured by kind, ticked when completed), and for the member's
 * own items a disclosure with reschedule, duplicate and remove (only remove for an event occurrence).
 */
export function ScheduleItemCard({ item, zone, compact = false, onAction }: ScheduleItemCardProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const [open, setOpen] = useState(false);
  const when = useWhenLabel(item, zone);
  const kind = itemKind(item);
  const done = item.item.is_completed ? (
    <span className="schedule-item__done" role="img" aria-label={t('completed')}>
      <LineIcon path={CHECK} size={18} />
    </span>
  ) : null;
  if (compact) {
    return (
      <li className={`schedule-item schedule-item--${kind} schedule-item--compact`}>
        <InAppLink to={item.item.path} navigate={navigate} className="schedule-item__open">
          <span className="schedule-item__title" dir="auto">
            {item.item.title}
          </span>
          {done}
        </InAppLink>
      </li>
    );
  }
  const actionable = item.editable && onAction;
  // An event the member put on their schedule keeps the event's times: the API refuses to move or copy it (409).
  const movable = item.item_type !== 'EventOccurrence';
  return (
    <li className={`schedule-item schedule-item--${kind}`}>
      <div className="schedule-item__row">
        <InAppLink to={item.item.path} navigate={navigate} className="schedule-item__open">
          <span className="schedule-item__title" dir="auto">
            {item.item.title}
          </span>
          <span className="schedule-item__meta">
            <span>{when}</span>
            <span aria-hidden="true"> · </span>
            <span>{t(KIND_LABEL[kind])}</span>
          </span>
          {done}
        </InAppLink>
        {actionable ? (
          <Button
            variant="secondary"
            className="schedule-item__more"
            aria-expanded={open}
            aria-label={t('itemActions', { title: item.item.title })}
            onClick={() => setOpen(!open)}
          >
            <LineIcon path={MORE} size={20} />
          </Button>
        ) : null}
      </div>
      {actionable && open ? (
        <div className="schedule-item__actions">
          {movable ? (
            <>
              <Button variant="secondary" onClick={() => onAction({ kind: 'reschedule', item })}>
                {t('reschedule')}
              </Button>
              <Button variant="secondary" onClick={() => onAction({ kind: 'duplicate', item })}>
                {t('duplicate')}
              </Button>
            </>
          ) : null}
          <Button variant="secondary" onClick={() => onAction({ kind: 'remove', item })}>
            {t('remove')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
