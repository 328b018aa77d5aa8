import { ApiError, type ActivityBody } from '@stride/shared';
import { MAX_ACTIVITY_BATCH } from '@stride/shared/activity';

/** Reports wait this long for company before they go: a page view and what follows it make one request. */
export const FLUSH_DELAY_MS = 5_000;
/** How long a flush may wait for the browser to be idle once due. */
const IDLE_TIMEOUT_MS = 2_000;
/** Kept while the network is away; older reports are given up beyond this. */
export const MAX_QUEUED = 100;

/** A report, or one completed when it is sent (a page view learns its page's id by then). */
export type QueuedActivity = ActivityBody | (() => ActivityBody);

export interface ActivityReporterOptions {
  /** PUT /activity/batch with up to MAX_ACTIVITY_BATCH reports. */
  send(activities: ActivityBody[]): Promise<unknown>;
  /** Runs a due flush when the browser is idle (requestIdleCallback where there is one). */
  whenIdle?: (task: () => void) => void;
}

function defaultWhenIdle(task: () => void): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

/** A refusal of the reports themselves: sending them again would be refused again. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * The shell's activity reports (spec §7 PUT /activity), queued in memory and sent together: a few seconds after the
 * first of them, when the browser is idle, or at once when a batch is full; `drain` hands what is left to the
 * end-of-session beacon when the page is hidden. Reporting never makes the member wait, and a lost report changes
 * nothing on screen.
 */
export class ActivityReporter {
  private queue: QueuedActivity[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private readonly whenIdle: (task: () => void) => void;

  constructor(private readonly options: ActivityReporterOptions) {
    this.whenIdle = options.whenIdle ?? defaultWhenIdle;
  }

  /** Queues a report; the promise is settled at once (callers written for PUT /activity may still catch). */
  report = (activity: QueuedActivity): Promise<void> => {
    this.queue.push(activity);
    if (this.queue.length > MAX_QUEUED) this.queue.splice(0, this.queue.length - MAX_QUEUED);
    if (this.queue.length >= MAX_ACTIVITY_BATCH) void this.flush();
    else this.schedule();
    return Promise.resolve();
  };

  /** How many reports wait to be sent. */
  pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.whenIdle(() => void this.flush());
    }, FLUSH_DELAY_MS);
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private take(): ActivityBody[] {
    const taken = this.queue.splice(0, MAX_ACTIVITY_BATCH);
    return taken.map((activity) => (typeof activity === 'function' ? activity() : activity));
  }

  /** Sends one batch now; what does not fit, or could not be sent for now, waits for the next. */
  async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    this.cancel();
    this.sending = true;
    const batch = this.take();
    try {
      await this.options.send(batch);
    } catch (error) {
      // Offline or busy: kept for the next flush (the newest win if the queue overflows meanwhile).
      if (!isRefused(error)) this.queue = [...batch, ...this.queue].slice(-MAX_QUEUED);
    } finally {
      this.sending = false;
    }
    if (this.queue.length > 0) this.schedule();
  }

  /** Takes the reports the end-of-session beacon carries (one batch); a later one follows the usual way. */
  drain(): ActivityBody[] {
    this.cancel();
    const batch = this.take();
    if (this.queue.length > 0) this.schedule();
    return batch;
  }
}
