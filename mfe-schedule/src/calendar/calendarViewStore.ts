import type { CalendarView } from '@stride/shared';
import { CALENDAR_VIEWS, calendarViewStorageKey } from '@stride/shared/schedule';
import { useState } from 'react';

/** The window's localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The view last chosen for the calendar `key`, if it is one this calendar offers; else `fallback`. */
export function readCalendarView(key: string, offered: readonly CalendarView[], fallback: CalendarView): CalendarView {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(calendarViewStorageKey(key)) ?? null;
  } catch {
    stored = null;
  }
  const view = CALENDAR_VIEWS.find((known) => known === stored);
  return view && offered.includes(view) ? view : fallback;
}

export function saveCalendarView(key: string, view: CalendarView): void {
  try {
    storage()?.setItem(calendarViewStorageKey(key), view);
  } catch {
    // A full or refused storage: the choice lasts this visit only.
  }
}

/** One calendar's view, kept per key on this device (spec §9). */
export function useCalendarView(
  key: string,
  offered: readonly CalendarView[],
  fallback: CalendarView,
): [CalendarView, (view: CalendarView) => void] {
  const [view, setView] = useState(() => readCalendarView(key, offered, fallback));
  const choose = (next: CalendarView) => {
    saveCalendarView(key, next);
    setView(next);
  };
  return [view, choose];
}
