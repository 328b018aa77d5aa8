import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import type { MessageRow } from './messageRows';

const ESTIMATED_ROW_PX = 72;

/**
 * The rows of a long thread, only those in view (and a few around) drawn, each measured as it renders. A chunk of
 * its own: most threads are short and never load it.
 */
export function VirtualRows({
  rows,
  renderRow,
  scrollRef,
  onMounted,
}: {
  rows: readonly MessageRow[];
  renderRow(row: MessageRow): ReactNode;
  scrollRef: RefObject<HTMLDivElement>;
  /** The rows now stand at their virtual heights: the list may scroll to its end again (stable: called once). */
  onMounted(): void;
}) {
  // The virtualizer hands back a new measure on every scroll by design: this list is left to re-render with it
  // rather than be memoised by the React compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });
  // On mount: later changes of the rows are the list's to follow.
  useLayoutEffect(() => onMounted(), [onMounted]);
  return (
    <div className="messaging-list__virtual" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="messaging-list__row"
          style={{ transform: `translateY(${item.start}px)` }}
        >
          {renderRow(rows[item.index]!)}
        </div>
      ))}
    </div>
  );
}
