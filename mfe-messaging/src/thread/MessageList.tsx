import { Button } from '@stride/shared/react';
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { tailKey, type MessageRow } from './messageRows';

/** From this many rows a thread draws only the rows in view (DESIGN "long lists are virtualised"). */
export const VIRTUAL_FROM = 120;
/** How close to an end (px) counts as being there: older or newer pages load, new messages keep it in view. */
const EDGE_PX = 120;

const VirtualRows = lazy(() => import('./VirtualRows').then((m) => ({ default: m.VirtualRows })));

export interface MessageListProps {
  rows: readonly MessageRow[];
  renderRow(row: MessageRow): ReactNode;
  label: string;
  olderRemaining: number;
  onLoadOlder(): Promise<void>;
  hasMoreAfter: boolean;
  onLoadNewer(): Promise<void>;
  /** Keys (messageKey) of the messages the member just sent: the list scrolls to them wherever it was. */
  ownKeys: ReadonlySet<string>;
  className?: string;
}

/**
 * A thread's rows, oldest at the top, scrolled to the newest: scrolling near the top loads older messages (kept in
 * place), near the bottom newer ones when the server has more; a new message keeps the list at the bottom if the
 * member was there (or sent it). Buttons do the same for keyboards. Long threads are virtualised.
 */
export function MessageList({
  rows,
  renderRow,
  label,
  olderRemaining,
  onLoadOlder,
  hasMoreAfter,
  onLoadNewer,
  ownKeys,
  className,
}: MessageListProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [loading, setLoading] = useState<'older' | 'newer' | null>(null);
  const [failed, setFailed] = useState(false);
  const virtual = rows.length >= VIRTUAL_FROM;

  const load = useCallback(
    async (which: 'older' | 'newer') => {
      if (loading) return;
      setLoading(which);
      setFailed(false);
      try {
        await (which === 'older' ? onLoadOlder() : onLoadNewer());
      } catch {
        setFailed(true);
      } finally {
        setLoading(null);
      }
    },
    [loading, onLoadOlder, onLoadNewer],
  );

  // What the rows were at the last layout: the first and last keys, and the height, to keep the view in place.
  const previous = useRef<{ first: string | null; last: string | null; height: number }>({
    first: null,
    last: null,
    height: 0,
  });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const first = rows[0]?.key ?? null;
    const last = tailKey(rows);
    const before = previous.current;
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
      atBottomRef.current = true;
    };
    if (before.last === null && last !== null) toBottom();
    else if (last !== before.last && (atBottomRef.current || (last !== null && ownKeys.has(last)))) toBottom();
    else if (first !== before.first && before.first !== null) {
      // Older messages came in above: the member keeps looking at the same message.
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [rows, ownKeys]);

  // Long threads switch to virtual rows, whose heights differ: the member at the end stays there.
  const onVirtualMounted = useCallback(() => {
    const element = scrollRef.current;
    if (element && atBottomRef.current) element.scrollTop = element.scrollHeight;
  }, []);

  const staticRow = (row: MessageRow) => (
    <div key={row.key} className="messaging-list__row messaging-list__row--static">
      {renderRow(row)}
    </div>
  );

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    atBottomRef.current = fromBottom <= EDGE_PX;
    previous.current.height = element.scrollHeight;
    if (element.scrollTop <= EDGE_PX && olderRemaining > 0) void load('older');
    else if (fromBottom <= EDGE_PX && hasMoreAfter) void load('newer');
  };

  // A first page that does not fill the screen cannot be scrolled: the next one is asked for at once.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight && olderRemaining > 0) {
      void load('older');
    }
  }, [rows.length, olderRemaining, load]);

  return (
    <div className={['messaging-list', className].filter(Boolean).join(' ')} ref={scrollRef} onScroll={onScroll}>
      {olderRemaining > 0 ? (
        <div className="messaging-list__more">
          <Button variant="link" onClick={() => void load('older')} disabled={loading === 'older'}>
            {loading === 'older' ? t('loading') : t('loadOlder')}
          </Button>
        </div>
      ) : null}
      {failed ? (
        <p className="messaging-list__failed" role="alert">
          {t('messagesFailed')}
        </p>
      ) : null}
      <div role="log" aria-label={label} aria-live="polite" aria-relevant="additions">
        {virtual ? (
          // Until the chunk is in, the rows are drawn as a short thread's are.
          <Suspense fallback={rows.map(staticRow)}>
            <VirtualRows rows={rows} renderRow={renderRow} scrollRef={scrollRef} onMounted={onVirtualMounted} />
          </Suspense>
        ) : (
          rows.map(staticRow)
        )}
      </div>
      {hasMoreAfter ? (
        <div className="messaging-list__more">
          <Button variant="link" onClick={() => void load('newer')} disabled={loading === 'newer'}>
            {loading === 'newer' ? t('loading') : t('loadNewer')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
