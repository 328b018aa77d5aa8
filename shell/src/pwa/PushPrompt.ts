import type { ActivityBody, ActivityType, PushSettings, SessionSnapshot } from '@stride/shared';
import { PUSH_REASK_INTERVAL_MS, type WebPushAvailability } from '@stride/shared/notifications';

/** The prompt waits until the member has been in the app a little: never on first paint, nor right at sign-in. */
export const PUSH_OFFER_DELAY_MS = 10_000;

/** Where the last dismissal is kept, per app (several apps can share an origin in development). */
export function pushDismissedKey(appSlug: string): string {
  return `${appSlug}:push_prompt_dismissed_at`;
}

export type PushPromptState = { status: 'hidden' } | { status: 'offer' } | { status: 'enabling' };

export interface PushPromptOptions {
  appSlug: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  availability(): WebPushAvailability;
  /** GET /notifications/push_settings: this device's registration for the member. */
  pushSettings(): Promise<PushSettings>;
  /** Asks the browser's permission and registers the device (enableWebPush). */
  enable(): Promise<'enabled' | 'denied'>;
  report(activity: ActivityBody): Promise<unknown>;
  /** Another offer on screen (the install banner): this one waits for it. */
  otherOfferShown?: () => boolean;
  now?: () => number;
  setTimer?: (task: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The push permission prompt of spec §4: offered to a signed-in member whose browser supports push, has not
 * blocked it and whose device is not enabled yet, unless they dismissed it within the last day (§9). Shown
 * PUSH_OFFER_DELAY_MS after the member is known (at start or at sign-in), reported as push_notification_prompted;
 * "Not now" and a refusal in the browser's own dialog are push_notification_dismissed and start the day's wait.
 */
export class PushPrompt {
  private state: PushPromptState = { status: 'hidden' };
  private timer: unknown = null;
  private memberId: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly setTimer: (task: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: PushPromptOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((task, ms) => setTimeout(task, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  getState = (): PushPromptState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: PushPromptState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private dismissedLately(): boolean {
    try {
      const at = Number(this.options.storage?.getItem(pushDismissedKey(this.options.appSlug)));
      return Number.isFinite(at) && at > 0 && this.now() - at < PUSH_REASK_INTERVAL_MS;
    } catch {
      return false;
    }
  }

  private rememberDismissal(): void {
    try {
      this.options.storage?.setItem(pushDismissedKey(this.options.appSlug), String(this.now()));
    } catch {
      // Storage may be off (privacy settings): the prompt may then come back on the next visit.
    }
  }

  private report(activityType: ActivityType): void {
    void this.options
      .report({ activity_type: activityType, data: {}, ts: new Date(this.now()).toISOString() })
      .catch(() => undefined);
  }

  /** Whatever the server says, the browser must be able to ask. */
  private mayAsk(): boolean {
    return this.options.availability() === 'default' && !this.dismissedLately();
  }

  /** The session as the shell knows it: a member's arrival starts the wait, signing out ends any offer. */
  sessionChanged(session: SessionSnapshot): void {
    const memberId = session.status === 'authenticated' ? session.user.id : null;
    if (memberId === this.memberId) return;
    this.memberId = memberId;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    if (this.state.status !== 'hidden') this.set({ status: 'hidden' });
    if (memberId !== null && this.mayAsk()) this.wait(memberId);
  }

  private wait(memberId: string): void {
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.offer(memberId);
    }, PUSH_OFFER_DELAY_MS);
  }

  private async offer(memberId: string): Promise<void> {
    if (this.options.otherOfferShown?.()) {
      this.wait(memberId);
      return;
    }
    if (!this.mayAsk()) return;
    const settings = await this.options.pushSettings().catch(() => null);
    // Asked of the server after the wait: the member may have signed out, or enabled push elsewhere, meanwhile.
    if (!settings || settings.status === 'enabled' || this.memberId !== memberId || this.state.status !== 'hidden')
      return;
    this.set({ status: 'offer' });
    this.report('push_notification_prompted');
  }

  /** "Turn on": the browser's own question follows; a refusal there counts as a dismissal. */
  async accept(): Promise<void> {
    if (this.state.status !== 'offer') return;
    this.set({ status: 'enabling' });
    const outcome = await this.options.enable().catch(() => 'failed' as const);
    if (outcome === 'denied') {
      this.rememberDismissal();
      this.report('push_notification_dismissed');
    }
    this.set({ status: 'hidden' });
  }

  /** "Not now". */
  dismiss(): void {
    if (this.state.status !== 'offer') return;
    this.rememberDismissal();
    this.report('push_notification_dismissed');
    this.set({ status: 'hidden' });
  }
}
