import {
  AUTH_LINK_PARAMS,
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
  SESSION_URL_PARAMS,
  ApiError,
  EMPTY_MEMBER_DATA,
  memberDataOf,
  type MemberData,
  decodeSessionCookie,
  encodeSessionCookie,
  needsAccountSetup,
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
  /** Sign-ups seen in this page session, for prompts that follow a sign-up (getSignUpCount). */
  private signUps = 0;
  /** Members whose sign-up was announced: a repeated event must not fire the form trigger twice. */
  private readonly announcedSignUps = new Set<string>();

  /**
   * `onMemberData`: the member's lists of an adopted verify (completions, bookmarks, subscriptions…), for the
   * shell to prime the shared query cache with, so no remote asks for them again.
   */
  constructor(
    private readonly bus: StrideBus,
    private readonly onMemberData: (userId: string, data: MemberData) => void = () => undefined,
  ) {}

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many members signed up in this page session; changes notify subscribers like the snapshot. */
  getSignUpCount = (): number => this.signUps;

  /** What the API client sends as X-User-Email / X-User-Token. */
  credentials(): SessionCredentials | null {
    if (this.snapshot.status === 'authenticated') return { email: this.snapshot.email, token: this.snapshot.token };
    return this.pending;
  }

  /**
   * Takes a stored session from the URL (`user_email` + `user_token`, then removed from the URL and kept in
   * the cookie) or the cookie, and verifies it. Without one the member is a guest at once. The social sign-in
   * callback adds `social_signed_up` when it created the member: announced once the session is verified.
   */
  start(api: SessionApi): Promise<void> {
    this.api = api;
    this.bus.on('session:signed-in', ({ credentials, user, method }) => {
      this.signIn(credentials, user);
      if (method === 'sign_up' || method === 'setup') this.announceSignUp(user);
    });
    this.bus.on('session:user-updated', ({ user, credentials }) => this.updateUser(user, credentials));
    this.bus.on('session:sign-out', () => void this.logout());
    const { credentials: fromUrl, socialSignedUp } = takeUrlSession();
    const stored = decodeSessionCookie(readCookie(SESSION_COOKIE));
    // A session in the URL (an emailed link, the social sign-in callback) replaces the stored one only when it
    // is the same member's: a link must not silently swap the member signed in on this browser for someone
    // else. Another member's URL session is used only when the stored one turns out to be refused.
    if (fromUrl && (!stored || sameMember(stored, fromUrl))) return this.startWith(fromUrl, null, socialSignedUp);
    // The social sign-up flag goes with the URL's session; without one the callback set the cookie itself.
    if (stored && fromUrl) return this.startWith(stored, { credentials: fromUrl, socialSignedUp }, false);
    if (stored) return this.startWith(stored, null, socialSignedUp);
    this.set(GUEST);
    return Promise.resolve();
  }

  /**
   * Verifies `credentials` (stored in the cookie) and adopts them. Spec §4: any failure to verify makes the
   * member a guest. Only a refused token is forgotten: when the API could not answer (offline, 5xx), the
   * cookie stays for the next page load to try again. A refused token gives way to `fallback`, when given.
   */
  private async startWith(
    credentials: SessionCredentials,
    fallback: { credentials: SessionCredentials; socialSignedUp: boolean } | null,
    socialSignedUp: boolean,
  ): Promise<void> {
    writeCookie(SESSION_COOKIE, encodeSessionCookie(credentials), SESSION_COOKIE_DAYS);
    let refused = false;
    const user = await this.verify(credentials, (rejected) => {
      refused = rejected;
      if (rejected && fallback) return;
      if (rejected) this.clear();
      else this.set(GUEST);
    });
    if (user && socialSignedUp) this.announceSignUp(user);
    if (!user && refused && fallback) await this.startWith(fallback.credentials, null, fallback.socialSignedUp);
  }

  signIn(credentials: SessionCredentials, user: User): void {
    this.generation += 1;
    this.pending = null;
    writeCookie(SESSION_COOKIE, encodeSessionCookie(credentials), SESSION_COOKIE_DAYS);
    this.set({ status: 'authenticated', user, email: credentials.email, token: credentials.token });
  }

  /**
   * A remote changed the signed-in member (name, email, avatar, finished setup): the shell adopts the user and,
   * when given, the new credentials (the cookie is rewritten). An event for anyone else is stale and ignored.
   * Finishing a passwordless sign-up's setup counts as the sign-up.
   */
  updateUser(user: User, credentials?: SessionCredentials): void {
    const current = this.snapshot;
    if (current.status !== 'authenticated' || current.user.id !== user.id) return;
    // A refresh still in flight would put back the user as it was before this change.
    this.generation += 1;
    const next = credentials ?? { email: current.email, token: current.token };
    writeCookie(SESSION_COOKIE, encodeSessionCookie(next), SESSION_COOKIE_DAYS);
    this.set({ status: 'authenticated', user, email: next.email, token: next.token });
    // A passwordless member exists from the emailed link on, but their sign-up ends when setup is finished.
    if (needsAccountSetup(current.user) && !needsAccountSetup(user)) this.announceSignUp(user);
  }

  /** Re-reads the user (e.g. new active products after a purchase); a rejected token makes the member a guest. */
  refresh(): Promise<void> {
    const credentials = this.credentials();
    if (!credentials || this.snapshot.status !== 'authenticated') return Promise.resolve();
    return this.verify(credentials, (rejected) => {
      if (rejected) this.clear();
    }).then(() => undefined);
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

  /**
   * A sign-up ends: with a password or social at once, passwordless when setup is finished. Counted once per
   * member, however many events report it (the access guard reacts to the count).
   */
  private announceSignUp(user: User): void {
    if (this.announcedSignUps.has(user.id)) return;
    this.announcedSignUps.add(user.id);
    this.signUps += 1;
    for (const listener of this.listeners) listener();
  }

  private clear(): void {
    this.pending = null;
    clearCookie(SESSION_COOKIE);
    this.set(GUEST);
  }

  /**
   * Resolves with the user when this verification was adopted. `onFailed(rejected)`: rejected is true when the
   * API refused the token, false when it could not answer.
   */
  private async verify(credentials: SessionCredentials, onFailed: (rejected: boolean) => void): Promise<User | null> {
    const generation = ++this.generation;
    if (this.snapshot.status !== 'authenticated') this.pending = credentials;
    let user: User | null = null;
    let memberData: MemberData | null = null;
    let rejected = false;
    try {
      // POST /auth/verify answers with the login response; the session needs only its user, checked here.
      const response = await this.api?.post<Partial<LoginResponse> | null>('/auth/verify');
      // The schemas (zod) load only here, after first content: a guest's first page never needs them.
      const { userSchema } = await import('@stride/shared/schemas');
      const parsed = userSchema.safeParse(response?.user);
      if (parsed.success) {
        user = parsed.data;
        memberData = response ? memberDataOf({ ...EMPTY_MEMBER_DATA, ...response } as LoginResponse) : null;
      } else rejected = true;
    } catch (error) {
      rejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
    }
    if (generation !== this.generation) return null;
    this.pending = null;
    if (user && memberData) this.onMemberData(user.id, memberData);
    if (user) this.set({ status: 'authenticated', user, email: credentials.email, token: credentials.token });
    else onFailed(rejected);
    return user;
  }

  private set(next: SessionSnapshot): void {
    this.snapshot = next;
    this.bus.emit('session:changed', next);
    for (const listener of this.listeners) listener();
  }
}

/** Both sessions are the same member's: the same email, in any case (emails are matched without case). */
function sameMember(a: SessionCredentials, b: SessionCredentials): boolean {
  return a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
}

/** Reads the session the URL carries and removes it (and the social sign-up flag) from the URL. */
function takeUrlSession(): { credentials: SessionCredentials | null; socialSignedUp: boolean } {
  const url = new URL(window.location.href);
  const email = url.searchParams.get(SESSION_URL_PARAMS.email);
  const token = url.searchParams.get(SESSION_URL_PARAMS.token);
  const socialSignedUp = url.searchParams.has(AUTH_LINK_PARAMS.socialSignedUp);
  const credentials = email && token ? { email, token } : null;
  if (credentials) {
    url.searchParams.delete(SESSION_URL_PARAMS.email);
    url.searchParams.delete(SESSION_URL_PARAMS.token);
  }
  url.searchParams.delete(AUTH_LINK_PARAMS.socialSignedUp);
  if (credentials || socialSignedUp) {
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { credentials, socialSignedUp };
}
