import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { hashPassword } from '../auth/passwordHash';
import { hashSessionToken, newSessionToken } from '../auth/sessionTokens';
import { DEMO_APP_SLUG, seedDemoApp } from '../content/seedDemoApp';
import { sessions, users } from '../db/schema';
import type { ServerConfig } from '../config/loadServerConfig';
import type { AppDatabase } from '../db/AppDatabase';
import { findAppBySlug } from '../tenancy/appRepository';
import { runDatabaseCommand } from './runDatabaseCommand';

/** Rows per insert: well under Postgres' 65,535 bind parameters, few enough round trips for thousands. */
const BATCH = 500;

/**
 * `tsx api/src/cli/seedLoadMembers.ts <count> <out.json>`, for `npm run bench`'s capacity figure: seeds the demo
 * app into the database the server would open (DATA_DIR or DATABASE_URL) and adds `count` signed-up members
 * with a session each, written to out.json as `{ slug, members: [{ email, token }] }`. Members are inserted
 * directly: signing up thousands through the API would spend minutes in scrypt, which the bench does not measure.
 */
const [countArg, outFile] = process.argv.slice(2);
const count = Number(countArg);

const seed = async (db: AppDatabase, config: ServerConfig, outFile: string) => {
  await seedDemoApp(db, config.nodeEnv);
  const app = await findAppBySlug(db, DEMO_APP_SLUG);
  if (!app) throw new Error(`no "${DEMO_APP_SLUG}" app to add members to`);
  // One hash for all: each member's password is the same, only their sessions are used.
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const members: { email: string; token: string }[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => ({
      appId: app.id,
      email: `load-${start + offset}@bench.test`,
      name: `Load member ${start + offset}`,
      passwordHash,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id, email: users.email });
    const tokens = rows.map(() => newSessionToken());
    await db
      .insert(sessions)
      .values(rows.map((row, i) => ({ appId: app.id, userId: row.id, tokenHash: hashSessionToken(tokens[i]!) })));
    rows.forEach((row, i) => members.push({ email: row.email, token: tokens[i]! }));
  }
  await writeFile(outFile, JSON.stringify({ slug: DEMO_APP_SLUG, members }));
};

// Arguments are checked before any database is opened.
if (!Number.isInteger(count) || count < 1 || !outFile) {
  process.stderr.write('usage: seedLoadMembers <count> <out.json>\n');
  process.exitCode = 2;
} else {
  runDatabaseCommand('seedLoadMembers', (db, config) => seed(db, config, outFile));
}
