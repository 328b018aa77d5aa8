import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './testDatabase';
import { importFixtureApp } from './contentFixtures';
import type { AppDatabase } from '../src/db/AppDatabase';
import { rateLimitBuckets, type UserRow } from '../src/db/schema';
import type { Mailer, OutgoingEmail } from '../src/email/Mailer';
import type { AppOptions } from '../src/buildApp';
import { createMember } from '../src/auth/memberAccounts';
import { hashPassword } from '../src/auth/passwordHash';
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
  method: 'GET' | 'POST' | 'PUT',
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

/** A member of `appId` with a password (hashed for real: slow on purpose, so tests create few). */
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
    passwordHash: fields.password ? await hashPassword(fields.password) : null,
  });
  if (!member) throw new Error(`${email} is already a member`);
  return member;
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
