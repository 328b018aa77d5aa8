import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { PASSWORDLESS_CODE_LENGTH } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import { loginTokens, type LoginTokenPurpose, type LoginTokenRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { hashSessionToken } from './sessionTokens';
import { findMemberById, normaliseEmail } from './memberAccounts';

/**
 * How long an emailed grant works. A passwordless link survives mail scanners that open it first:
 * valid 24 h, then only for 10 minutes after its first use, for at most 3 uses. Its typed code is
 * single use, valid 15 minutes, and one of those 3 uses (a grant gives 3 sessions in all); 5 wrong
 * codes kill the whole grant. A reset link is single use
 * within an hour; an email-change link is single use within 24 hours.
 */
const RULES = {
  passwordless: { lifetime: sql`interval '24 hours'`, maxUses: 3, reuseWindow: sql`interval '10 minutes'` },
  reset_password: { lifetime: sql`interval '1 hour'`, maxUses: 1, reuseWindow: null },
  change_email: { lifetime: sql`interval '24 hours'`, maxUses: 1, reuseWindow: null },
  /** Only its code is used, typed by the signed-in member (it never opens a session). */
  delete_account: { lifetime: sql`interval '15 minutes'`, maxUses: 1, reuseWindow: null },
} as const;
const CODE_LIFETIME = sql`interval '15 minutes'`;
const MAX_WRONG_CODES = 5;

/** The grants that carry a typed code. */
const CODE_PURPOSES: ReadonlySet<LoginTokenPurpose> = new Set(['passwordless', 'delete_account']);

/** 32 random bytes (256 bits), base64url: never guessable, safe in a URL. */
const TOKEN_BYTES = 32;
/** What a typed code looks like (a link token never does: it is 43 base64url characters). */
export const CODE_PATTERN = new RegExp(`^\\d{${PASSWORDLESS_CODE_LENGTH}}$`);

function newCode(): string {
  return String(randomInt(0, 10 ** PASSWORDLESS_CODE_LENGTH)).padStart(PASSWORDLESS_CODE_LENGTH, '0');
}

/** Keyed by the grant id, so equal codes of two grants never hash alike. */
function hashCode(grantId: string, code: string): string {
  return createHmac('sha256', grantId).update(code).digest('hex');
}

export interface IssuedGrant {
  grantId: string;
  /** For the link; stored only as its SHA-256. */
  token: string;
  /** PASSWORDLESS_CODE_LENGTH digits for passwordless grants, null for reset grants. */
  code: string | null;
}

export interface GrantRequest {
  appId: string;
  email: string;
  /** Null for a passwordless sign-up: the member is created when the grant is used. */
  userId: string | null;
  /** For a passwordless sign-up that gave one (verify_subscriber): the new member's name. */
  name?: string | null;
  purpose: LoginTokenPurpose;
}

/**
 * Issues a grant and revokes the outstanding ones of the same purpose for that email: only the newest email
 * works. An email change is the member's own: it revokes their earlier one, never another member's request
 * for the same address (which would let anyone void a member's confirmation link by asking for it too).
 */
export async function issueGrant(db: AppDatabase, request: GrantRequest): Promise<IssuedGrant> {
  const grantId = randomUUID();
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const code = CODE_PURPOSES.has(request.purpose) ? newCode() : null;
  const email = normaliseEmail(request.email);
  await db.transaction(async (tx) => {
    if (request.purpose === 'change_email' && request.userId !== null)
      await revokeOwnGrants(tx, request.appId, request.userId, request.purpose);
    else await revokeGrants(tx, request.appId, email, request.purpose);
    await tx.insert(loginTokens).values({
      id: grantId,
      appId: request.appId,
      email,
      userId: request.userId,
      name: request.name ?? null,
      purpose: request.purpose,
      tokenHash: hashSessionToken(token),
      codeHash: code === null ? null : hashCode(grantId, code),
      expiresAt: sql`now() + ${RULES[request.purpose].lifetime}`,
    });
  });
  return { grantId, token, code };
}

/** Revokes the outstanding grants of this app that `which` selects (one UPDATE, never a read first). */
async function revokeGrantsWhere(db: AppDatabase, appId: string, which: SQL | undefined): Promise<void> {
  await db
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(loginTokens.appId, appId), isNull(loginTokens.revokedAt), which));
}

/** Revokes every outstanding grant of `purpose` for this email of this app. */
function revokeGrants(db: AppDatabase, appId: string, email: string, purpose: LoginTokenPurpose): Promise<void> {
  return revokeGrantsWhere(
    db,
    appId,
    and(eq(loginTokens.email, normaliseEmail(email)), eq(loginTokens.purpose, purpose)),
  );
}

/** Revokes every outstanding grant of `purpose` issued to this member of this app. */
function revokeOwnGrants(db: AppDatabase, appId: string, userId: string, purpose: LoginTokenPurpose): Promise<void> {
  return revokeGrantsWhere(db, appId, and(eq(loginTokens.userId, userId), eq(loginTokens.purpose, purpose)));
}

/** Revokes a member's outstanding grants of `purpose`, also those sent to an email they have since changed. */
export function revokeMemberGrants(
  db: AppDatabase,
  member: Pick<UserRow, 'id' | 'appId' | 'email'>,
  purpose: LoginTokenPurpose,
): Promise<void> {
  return revokeGrantsWhere(
    db,
    member.appId,
    and(
      eq(loginTokens.purpose, purpose),
      or(eq(loginTokens.userId, member.id), eq(loginTokens.email, normaliseEmail(member.email))),
    ),
  );
}

/**
 * Revokes every outstanding grant (passwordless, reset and email change) of a member whose email changes:
 * theirs, those sent to the old address and those for the new one. Only the new address proves the email now.
 */
export function revokeGrantsForEmailChange(
  db: AppDatabase,
  member: Pick<UserRow, 'id' | 'appId' | 'email'>,
  newEmail: string,
): Promise<void> {
  return revokeGrantsWhere(
    db,
    member.appId,
    or(
      eq(loginTokens.userId, member.id),
      inArray(loginTokens.email, [normaliseEmail(member.email), normaliseEmail(newEmail)]),
    ),
  );
}

export async function revokeGrant(db: AppDatabase, grantId: string): Promise<void> {
  await db
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(loginTokens.id, grantId));
}

/** Conditions under which the link token of a grant still works (for `email`, when the caller names one). */
function usableLink(appId: string, purpose: LoginTokenPurpose, token: string, email?: string) {
  const rules = RULES[purpose];
  return and(
    eq(loginTokens.tokenHash, hashSessionToken(token)),
    eq(loginTokens.appId, appId),
    email === undefined ? undefined : eq(loginTokens.email, normaliseEmail(email)),
    eq(loginTokens.purpose, purpose),
    isNull(loginTokens.revokedAt),
    gt(loginTokens.expiresAt, sql`now()`),
    lt(loginTokens.useCount, rules.maxUses),
    rules.reuseWindow === null
      ? undefined
      : or(isNull(loginTokens.firstUsedAt), gt(loginTokens.firstUsedAt, sql`now() - ${rules.reuseWindow}`)),
  );
}

/** The grant a link token opens, without using it up (a reset checks it before the slow password hash). */
export async function findUsableLink(
  db: AppDatabase,
  appId: string,
  purpose: LoginTokenPurpose,
  token: string,
): Promise<LoginTokenRow | null> {
  const [row] = await db
    .select()
    .from(loginTokens)
    .where(usableLink(appId, purpose, token))
    .limit(1);
  return row ?? null;
}

/** Uses a link token once (atomically: two clicks at the same time count twice); null when it no longer works. */
export async function redeemLink(
  db: AppDatabase,
  appId: string,
  purpose: LoginTokenPurpose,
  token: string,
  email?: string,
): Promise<LoginTokenRow | null> {
  const [row] = await db
    .update(loginTokens)
    .set({
      useCount: sql`${loginTokens.useCount} + 1`,
      firstUsedAt: sql`coalesce(${loginTokens.firstUsedAt}, now())`,
    })
    .where(usableLink(appId, purpose, token, email))
    .returning();
  return row ?? null;
}

/**
 * Uses the typed code of the newest passwordless grant for `email`: null when there is none, it is
 * wrong or it expired. A wrong code counts against the grant; the fifth kills it, link included.
 */
export async function redeemCode(
  db: AppDatabase,
  appId: string,
  email: string,
  code: string,
  purpose: 'passwordless' | 'delete_account' = 'passwordless',
): Promise<LoginTokenRow | null> {
  const [grant] = await db
    .select()
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.appId, appId),
        eq(loginTokens.email, normaliseEmail(email)),
        eq(loginTokens.purpose, purpose),
        isNull(loginTokens.revokedAt),
        isNotNull(loginTokens.codeHash),
        gt(loginTokens.createdAt, sql`now() - ${CODE_LIFETIME}`),
      ),
    )
    .orderBy(desc(loginTokens.createdAt))
    .limit(1);
  if (!grant?.codeHash) return null;
  const expected = Buffer.from(grant.codeHash, 'hex');
  const given = Buffer.from(hashCode(grant.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(loginTokens)
      .set({
        failedCodeAttempts: sql`${loginTokens.failedCodeAttempts} + 1`,
        revokedAt: sql`case when ${loginTokens.failedCodeAttempts} + 1 >= ${MAX_WRONG_CODES}::int then now() else ${loginTokens.revokedAt} end`,
      })
      .where(eq(loginTokens.id, grant.id));
    return null;
  }
  // Single use: only the request that clears the code signs in. The code is one of the grant's uses,
  // so a grant whose link was used up gives no further session by its code.
  const [used] = await db
    .update(loginTokens)
    .set({
      codeHash: null,
      useCount: sql`${loginTokens.useCount} + 1`,
      firstUsedAt: sql`coalesce(${loginTokens.firstUsedAt}, now())`,
    })
    .where(
      and(
        eq(loginTokens.id, grant.id),
        eq(loginTokens.codeHash, grant.codeHash),
        isNull(loginTokens.revokedAt),
        lt(loginTokens.useCount, RULES[purpose].maxUses),
      ),
    )
    .returning();
  return used ?? null;
}

/**
 * The member a used grant was issued to, while their email is still the one the grant was sent to (a
 * changed email voids it); 400 invalid_login_token otherwise.
 */
export async function grantedMember(db: AppDatabase, appId: string, grant: LoginTokenRow): Promise<UserRow> {
  const member = grant.userId ? await findMemberById(db, appId, grant.userId) : null;
  if (!member || normaliseEmail(member.email) !== grant.email) throw new AppError('invalid_login_token');
  return member;
}
