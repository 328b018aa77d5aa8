import {
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
  SESSION_URL_PARAMS,
  ApiError,
  decodeSessionCookie,
  encodeSessionCookie,
  type ApiClient,
  type LoginResponse,
  type SessionCredentials,
  type SessionSnapshot,
  type StrideBus,
  type User,
} from '@stride/shared';
import { clearCookie, readCookie, writeCookie } from '../cookies/cookies';

export type SessionApi = Pick<ApiClient, 'post'>;

const UNCHECKED: SessionSnapshot = { status: 'unchecked', user: null };
const GUEST: SessionSnapshot = { status: 'guest', user: null };

/**
 * Spec §4 session state machine, unchecked → authenticated | guest, as an external store for
 * useSyncExternalStore. Every change is announced on the bus as `session:changed`.
 */
export class SessionStore {
  private snapshot: SessionSnapshot = UNCHECKED;
  /** Credentials being verified: the API client must send them before the session is authenticated. */
  private pending: SessionCredentials | null = null;
  private readonly listeners = new Set<() => void>();
  private api: SessionApi | null = null;
  /** Bumped by every transition so a slow verify cannot overwrite a later sign-in or logout. */
  private generation = 0;

  constructor(private readonly bus: StrideBus) {}

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the API client sends as X-User-Email / X-User-Token. */
  credentials(): SessionCredentials | null {
    if (this.snapshot.status === 'authenticated') return { email: this.snapshot.email, token: this.snapshot.token };
    return this.pending;
  }

  /**
   * Takes a stored session from the URL (`user_email` + `user_token`, then removed from the URL and kept in
   * the cookie) or the cookie, and verifies it. Without one the member is a guest at once.
   */
  start(api: SessionApi): Promise<void> {
    this.api = api;
    this.bus.on('session:signed-in', ({ credentials, user }) => this.signIn(credentials, user));
    this.bus.on('session:sign-out', () => void this.logout());
    const fromUrl = takeUrlCredentials();
    if (fromUrl) writeCookie(SESSION_COOKIE, encodeSessionCookie(fromUrl), SESSION_COOKIE_DAYS);
    const credentials = fromUrl ?? decodeSessionCookie(readCookie(SESSION_COOKIE));
    if (!credentials) {
      this.set(GUEST);
      return Promise.resolve();
    }
    // Spec §4: any failure to verify (rejected token, API unreachable) makes the member a guest.
    return this.verify(credentials, () => this.clear());
  }

  signIn(credentials: SessionCredentials, user: User): void {
    this.generation += 1;
    this.pending = null;
    writeCookie(SESSION_COOKIE, encodeSessionCookie(credentials), SESSION_COOKIE_DAYS);
    this.set({ status: 'authenticated', user, email: credentials.email, token: credentials.token });
  }

  /** Re-reads the user (e.g. new active products after a purchase); a rejected token makes the member a guest. */
  refresh(): Promise<void> {
    const credentials = this.credentials();
    if (!credentials || this.snapshot.status !== 'authenticated') return Promise.resolve();
    return this.verify(credentials, (rejected) => {
      if (rejected) this.clear();
    });
  }

  /** Spec §4: logout clears local state even when the call fails. */
  async logout(): Promise<void> {
    const generation = ++this.generation;
    try {
      if (this.credentials()) await this.api?.post('/auth/logout');
    } catch {
      // The member asked to leave; a failed call must not keep them signed in on this device.
    } finally {
      if (generation === this.generation) this.clear();
    }
  }

  private clear(): void {
    this.pending = null;
    clearCookie(SESSION_COOKIE);
    this.set(GUEST);
  }

  /** `onFailed(rejected)`: rejected is true when the API refused the token, false when it could not answer. */
  private async verify(credentials: SessionCredentials, onFailed: (rejected: boolean) => void): Promise<void> {
    const generation = ++this.generation;
    if (this.snapshot.status !== 'authenticated') this.pending = credentials;
    let user: User | null = null;
    let rejected = false;
    try {
      // POST /auth/verify answers with the login response; the session needs only its user, checked here.
      const response = await this.api?.post<Partial<LoginResponse> | null>('/auth/verify');
      // The schemas (zod) load only here, after first content: a guest's first page never needs them.
      const { userSchema } = await import('@stride/shared/schemas');
      const parsed = userSchema.safeParse(response?.user);
      if (parsed.success) user = parsed.data;
      else rejected = true;
    } catch (error) {
      rejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
    }
    if (generation !== this.generation) return;
    this.pending = null;
    if (user) this.set({ status: 'authenticated', user, email: credentials.email, token: credentials.token });
    else onFailed(rejected);
  }

  private set(next: SessionSnapshot): void {
    this.snapshot = next;
    this.bus.emit('session:changed', next);
    for (const listener of this.listeners) listener();
  }
}

function takeUrlCredentials(): SessionCredentials | null {
  const url = new URL(window.location.href);
  const email = url.searchParams.get(SESSION_URL_PARAMS.email);
  const token = url.searchParams.get(SESSION_URL_PARAMS.token);
  if (!email || !token) return null;
  url.searchParams.delete(SESSION_URL_PARAMS.email);
  url.searchParams.delete(SESSION_URL_PARAMS.token);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { email, token };
}
