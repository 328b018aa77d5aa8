import { randomBytes, scryptSync } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './testDatabase';
import { importFixtureApp } from './contentFixtures';
import type { AppDatabase } from '../src/db/AppDatabase';
import { rateLimitBuckets, users, type UserRow } from '../src/db/schema';
import type { Mailer, OutgoingEmail } from '../src/email/Mailer';
import type { AppOptions } from '../src/buildApp';
import { createMember } from '../src/auth/memberAccounts';
import { createSession } from '../src/auth/sessionTokens';

/** Test support for the auth API tests: a mailer that keeps what it sends, and short request helpers. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  /** When set, send() rejects, as an SMTP server that refuses the message would. */
  failing = false;

  async send(email: OutgoingEmail): Promise<void> {
    if (this.failing) throw new Error('SMTP refused the message');
    this.sent.push(email);
  }

  async close(): Promise<void> {}

  /** The newest email sent to `to` (of `template`, when given). */
  last(to: string, template?: OutgoingEmail['template']): OutgoingEmail {
    const found = [...this.sent]
      .reverse()
      .find((email) => email.to.toLowerCase() === to.toLowerCase() && (!template || email.template === template));
    if (!found) throw new Error(`No ${template ?? ''} email to ${to}`);
    return found;
  }
}

export interface AuthTestApp extends TestApp {
  mailer: RecordingMailer;
  alphaId: string;
  betaId: string;
}

/**
 * The real app on a fresh database with apps alpha (default) and beta, both signing in by email link or
 * code too (passwordless_enabled), and a recording mailer.
 */
export async function createAuthTestApp(overrides: Partial<Omit<AppOptions, 'db'>> = {}): Promise<AuthTestApp> {
  const mailer = new RecordingMailer();
  const testApp = await createTestApp({ mailer, ...overrides });
  const access = { passwordless_enabled: true };
  const alphaId = (await importFixtureApp(testApp.db, 'alpha', { isDefault: true, access })).appId;
  const betaId = (await importFixtureApp(testApp.db, 'beta', { access })).appId;
  return { ...testApp, mailer, alphaId, betaId };
}

export interface Session {
  email: string;
  token: string;
}

export interface CallOptions {
  /** App slug (X-App-Slug); alpha by default. */
  app?: string;
  body?: unknown;
  query?: Record<string, string>;
  session?: Session;
  ip?: string;
  headers?: Record<string, string>;
}

/** One API call as the shell makes it: JSON, with the app slug and, when signed in, the session headers. */
export function call(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-app-slug': options.app ?? 'alpha', ...options.headers };
  if (options.session) {
    headers['x-user-email'] = options.session.email;
    headers['x-user-token'] = options.session.token;
  }
  const request: InjectOptions = { method, url: `/api${url}`, headers, query: options.query };
  if (options.ip) request.remoteAddress = options.ip;
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return testApp.app.inject(request);
}

/**
 * A password hash in the app's format (`scrypt$N$r$p$salt$hash`) with N = 2^10 instead of 2^17. The app
 * verifies by the parameters stored in the hash, so a fixture member signs in with a real scrypt check
 * about 128 times cheaper: at N = 2^17 one check took over 5 s on a loaded 2-core machine (measured), and
 * the tests timed out. Sign-up, reset and password change still hash with the production parameters.
 */
function fixturePasswordHash(password: string): string {
  const params = { N: 2 ** 10, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A member of `appId` with a password (a real scrypt hash, with cheap parameters: see fixturePasswordHash). */
export async function addMember(
  db: AppDatabase,
  appId: string,
  email: string,
  fields: { password?: string; name?: string } = {},
): Promise<UserRow> {
  const member = await createMember(db, {
    appId,
    email,
    name: fields.name ?? 'Test Member',
    passwordHash: fields.password ? fixturePasswordHash(fields.password) : null,
  });
  if (!member) throw new Error(`${email} is already a member`);
  return member;
}

/** Many members of `appId` sharing one password, in one insert (a test that needs dozens of accounts). */
export async function addMembers(
  db: AppDatabase,
  appId: string,
  emails: readonly string[],
  password: string,
): Promise<UserRow[]> {
  const passwordHash = fixturePasswordHash(password);
  return db
    .insert(users)
    .values(emails.map((email) => ({ appId, email, name: 'Test Member', passwordHash })))
    .returning();
}

/** A live session for `member`, as a login would give. */
export async function sessionFor(db: AppDatabase, member: UserRow): Promise<Session & { sessionId: string }> {
  const { token, sessionId } = await createSession(db, member.appId, member.id);
  return { email: member.email, token, sessionId };
}

/** Forgets every attempt counter, so one test's waits do not leak into the next. */
export async function clearRateLimits(db: AppDatabase): Promise<void> {
  await db.delete(rateLimitBuckets);
}

/** The query parameter of an emailed link. */
export function linkParam(link: string, name: string): string {
  const value = new URL(link).searchParams.get(name);
  if (!value) throw new Error(`No ${name} in ${link}`);
  return value;
}
