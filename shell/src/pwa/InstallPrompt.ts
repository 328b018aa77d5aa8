import type { ActivityBody, ActivityType } from '@stride/shared';

/** Spec §9: the downloading flag is cleared 500 ms after the member accepts the install. */
export const INSTALL_FLAG_CLEAR_MS = 500;
/** The offer waits until the member has used the app a little: never on first paint. */
export const OFFER_DELAY_MS = 30_000;
/** Once dismissed (the banner or the browser's own dialog), the offer stays away this long. */
export const DISMISSED_FOR_MS = 14 * 24 * 60 * 60_000;
export const DISMISSED_AT_KEY = 'stride_install_dismissed_at';

/** Chrome's event (not in TypeScript's DOM types): prompt() shows the browser's install dialog once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * hidden: nothing to show (not installable, already installed, dismissed lately, or still waiting);
 * offer: the install banner (browsers with beforeinstallprompt); ios-hint: the Add to Home Screen instructions;
 * prompting: the browser's dialog is open; downloading: accepted, the flag on for INSTALL_FLAG_CLEAR_MS.
 */
export type InstallPromptState =
  | { status: 'hidden' }
  | { status: 'offer' }
  | { status: 'ios-hint' }
  | { status: 'prompting' }
  | { status: 'downloading' };

export interface InstallPromptOptions {
  /** PUT /activity. */
  report(activity: ActivityBody): Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Another offer on screen (the push prompt): this one waits for it. */
  otherOfferShown?: () => boolean;
  now?: () => number;
  setTimer?: (task: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The install prompt of spec §4: captured from beforeinstallprompt, offered after OFFER_DELAY_MS, then download
 * started → accepted (downloaded, the downloading flag cleared after 500 ms) or dismissed (aborted), each reported
 * as activity. On iOS, which has no such event, the same moment shows the Add to Home Screen hint instead.
 */
export class InstallPrompt {
  private state: InstallPromptState = { status: 'hidden' };
  private deferred: BeforeInstallPromptEvent | null = null;
  private offerTimer: unknown = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly setTimer: (task: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: InstallPromptOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((task, ms) => setTimeout(task, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  getState = (): InstallPromptState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: InstallPromptState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private recentlyDismissed(): boolean {
    try {
      const at = Number(this.options.storage?.getItem(DISMISSED_AT_KEY));
      return Number.isFinite(at) && at > 0 && this.now() - at < DISMISSED_FOR_MS;
    } catch {
      return false;
    }
  }

  private rememberDismissal(): void {
    try {
      this.options.storage?.setItem(DISMISSED_AT_KEY, String(this.now()));
    } catch {
      // Storage may be off (privacy settings): the offer may then come back on the next visit.
    }
  }

  private report(activityType: ActivityType, data: ActivityBody['data'] = {}): void {
    // Reporting never holds the member up, and a lost report changes nothing on screen.
    void this.options
      .report({ activity_type: activityType, data, ts: new Date(this.now()).toISOString() })
      .catch(() => undefined);
  }

  private scheduleOffer(status: 'offer' | 'ios-hint'): void {
    if (this.recentlyDismissed() || this.offerTimer !== null) return;
    this.offerTimer = this.setTimer(() => {
      this.offerTimer = null;
      if (this.options.otherOfferShown?.()) this.scheduleOffer(status);
      else if (this.state.status === 'hidden') this.set({ status });
    }, OFFER_DELAY_MS);
  }

  /** The browser says the app can be installed: keep its event for the member's click, offer in a while. */
  capture(event: BeforeInstallPromptEvent): void {
    // Without this the browser may show its own mini-infobar at a moment we did not choose.
    event.preventDefault();
    this.deferred = event;
    this.scheduleOffer('offer');
  }

  /** iOS Safari outside the home screen: it can only be installed by hand, from the share menu. */
  offerIosHint(): void {
    this.scheduleOffer('ios-hint');
  }

  /** The member chose Install: the browser's dialog opens; its answer decides. */
  async install(): Promise<void> {
    const event = this.deferred;
    if (this.state.status !== 'offer' || !event) return;
    this.deferred = null;
    this.set({ status: 'prompting' });
    this.report('app_download_started');
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') {
        this.report('app_downloaded', choice.platform ? { platform: choice.platform } : {});
        this.set({ status: 'downloading' });
        this.setTimer(() => this.set({ status: 'hidden' }), INSTALL_FLAG_CLEAR_MS);
        return;
      }
    } catch {
      // prompt() refuses a second call or a call without a user gesture: as good as dismissed.
    }
    this.report('app_download_aborted');
    this.rememberDismissal();
    this.set({ status: 'hidden' });
  }

  /** The member closed the banner or the hint ("Not now"): nothing was downloaded, the offer waits a while. */
  dismiss(): void {
    if (this.state.status !== 'offer' && this.state.status !== 'ios-hint') return;
    this.rememberDismissal();
    this.set({ status: 'hidden' });
  }

  /** The app was installed some other way (the browser's menu): no offer any more. */
  installed(): void {
    this.deferred = null;
    if (this.offerTimer !== null) this.clearTimer(this.offerTimer);
    this.offerTimer = null;
    if (this.state.status !== 'downloading') this.set({ status: 'hidden' });
  }

  isDownloading = (): boolean => this.state.status === 'downloading';
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch), not opened from the home screen. */
export function needsIosInstallHint(nav: Navigator & { standalone?: boolean }, standalone: boolean): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && !standalone && nav.standalone !== true;
}
