import { and, eq, inArray } from 'drizzle-orm';
import { HEADERS } from '@stride/shared';
import { freePort } from '../test/runCli';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';
import { freshDatabasePerTest } from '../test/serverProcessDatabase';
import { createSession } from './auth/sessionTokens';
import { importContent } from './content/importContent';
import { DEMO_APP_SLUG, PRIVATE_DEMO_APP_SLUG } from './content/seedDemoApp';
import { bookmarks, pageCompletions, pages, users } from './db/schema';

// Three starts of the real server process plus the database's recovery: tens of seconds on a loaded machine.
jest.setTimeout(180_000);

const ROUNDS = 3;
/**
 * Writes acknowledged in a round (one of them a sign-up) before the kill is armed; it then lands while more
 * are in flight.
 */
const ACKNOWLEDGED_BEFORE_KILL = 25;
const WRITERS = 4;
/** Each sign-up costs the server a deliberately slow password hash, and sign-ups are limited per address. */
const SIGN_UPS_PER_ROUND = 3;
const PAGE_COUNT = ROUNDS * 120;

const scratch = freshDatabasePerTest('crash');

interface Acknowledged {
  signUps: string[];
  completions: string[];
  bookmarks: string[];
}

/**
 * An app with many pages, so that every completion and bookmark of the test is on a page of its own and
 * its effect is known. It takes the demo's slug (and a second app the private demo's), so the development
 * server does not seed the demo: its password hashes would cost seconds on every start.
 */
async function prepareApp(): Promise<{ headers: Record<string, string>; pageIds: string[] }> {
  const database = await scratch.open();
  try {
    const { appId } = await importContent(database.db, {
      app: { slug: DEMO_APP_SLUG, name: 'Crash app', is_default: true },
      members: [{ email: 'runner@crash.test', name: 'Runner' }],
      pages: [
        { path: '/', title: 'Home' },
        ...Array.from({ length: PAGE_COUNT }, (_, i) => ({ path: `/p${i}`, title: `Page ${i}` })),
      ],
    });
    await importContent(database.db, {
      app: { slug: PRIVATE_DEMO_APP_SLUG, name: 'Second app' },
      pages: [{ path: '/', title: 'Home' }],
    });
    // A password (never checked here) ends the passwordless setup, so the member may write.
    const [member] = await database.db
      .update(users)
      .set({ passwordHash: 'scrypt$not-checked-here' })
      .where(eq(users.appId, appId))
      .returning({ id: users.id });
    const { token } = await createSession(database.db, appId, member!.id);
    const rows = await database.db.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.appId, appId));
    const byPath = new Map(rows.map((row) => [row.path, row.id]));
    return {
      headers: { [HEADERS.userEmail]: 'runner@crash.test', [HEADERS.userToken]: token },
      pageIds: Array.from({ length: PAGE_COUNT }, (_, i) => byPath.get(`/p${i}`)!),
    };
  } finally {
    await database.close();
  }
}

/**
 * Sends writes from a few concurrent writers until the server dies, recording each one answered 2xx. Once
 * ACKNOWLEDGED_BEFORE_KILL (a sign-up among them) were acknowledged this round, the whole process group gets SIGKILL.
 */
async function writeUntilKilled(
  server: ServerProcess,
  baseUrl: string,
  session: Record<string, string>,
  freshPages: string[],
  round: number,
  acknowledged: Acknowledged,
): Promise<{ acknowledgedThisRound: number; refused: string[] }> {
  const refused: string[] = [];
  let acknowledgedThisRound = 0;
  let signUps = 0;
  let signUpAcknowledged = false;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    process.kill(-server.child.pid!, 'SIGKILL');
  };
  const post = async (url: string, headers: Record<string, string>, body?: unknown): Promise<boolean> => {
    try {
      const res = await fetch(`${baseUrl}/api${url}`, {
        method: 'POST',
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (!res.ok) refused.push(`${res.status} ${url} ${text}`);
      return res.ok;
    } catch {
      return false; // the connection died with the server: not acknowledged
    }
  };
  const writer = async (id: number) => {
    for (let op = 0; !killed; op++) {
      let ok: boolean;
      if (id === 0 && op % 4 === 0 && signUps < SIGN_UPS_PER_ROUND) {
        const email = `signup-${round}-${signUps++}@crash.test`;
        ok = await post('/auth/sign_up', {}, { email, name: 'New Member', password: 'long-enough-password' });
        if (ok) acknowledged.signUps.push(email);
        signUpAcknowledged ||= ok;
      } else if (acknowledgedThisRound >= ACKNOWLEDGED_BEFORE_KILL && !signUpAcknowledged) {
        // Page writes are quick and sign-ups slow: wait for the sign-up rather than use up every page.
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      } else {
        const pageId = freshPages.shift();
        if (pageId === undefined) throw new Error('The test ran out of pages: raise PAGE_COUNT');
        const completion = op % 2 === 0;
        ok = await post(`/pages/${pageId}/${completion ? 'complete' : 'bookmarks/toggle'}`, session);
        if (ok) (completion ? acknowledged.completions : acknowledged.bookmarks).push(pageId);
      }
      if (ok) acknowledgedThisRound++;
      if (acknowledgedThisRound >= ACKNOWLEDGED_BEFORE_KILL && signUpAcknowledged) setTimeout(kill, Math.random() * 20);
    }
  };
  const exited = server.exit.then(() => {
    killed = true;
  });
  await Promise.all([...Array.from({ length: WRITERS }, (_, id) => writer(id)), exited]);
  return { acknowledgedThisRound, refused };
}

describe(`the server killed with SIGKILL during writes, on ${scratch.kind}`, () => {
  it('keeps every sign-up, completion and bookmark it acknowledged, across repeated kills and restarts', async () => {
    const { headers, pageIds } = await prepareApp();
    const freshPages = [...pageIds];
    const acknowledged: Acknowledged = { signUps: [], completions: [], bookmarks: [] };
    const env = scratch.env();

    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const server = startServerProcess(scratch.dataDir(), port, env);
      await server.ready;
      const baseUrl = `http://127.0.0.1:${port}`;
      const result = await writeUntilKilled(server, baseUrl, headers, freshPages, round, acknowledged);
      // Every answer the server gave was a success: only requests cut off by the kill went unacknowledged.
      expect(result.refused).toEqual([]);
      expect(result.acknowledgedThisRound).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect((await server.exit).signal).toBe('SIGKILL');
    }

    // Every write is to a page or an email of its own and none is undone later, so one look after the last
    // restart sees a write lost by any of them.
    const database = await scratch.open();
    try {
      const [member] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'runner@crash.test'));
      const signedUp = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, acknowledged.signUps.length ? acknowledged.signUps : ['none']));
      const completed = await database.db
        .select({ pageId: pageCompletions.pageId })
        .from(pageCompletions)
        .where(and(eq(pageCompletions.userId, member!.id), inArray(pageCompletions.pageId, acknowledged.completions)));
      const saved = await database.db
        .select({ pageId: bookmarks.pageId })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, member!.id), inArray(bookmarks.pageId, acknowledged.bookmarks)));
      expect(signedUp.map((row) => row.email).sort()).toEqual([...acknowledged.signUps].sort());
      expect(completed.map((row) => row.pageId).sort()).toEqual([...acknowledged.completions].sort());
      expect(saved.map((row) => row.pageId).sort()).toEqual([...acknowledged.bookmarks].sort());
      expect(acknowledged.signUps.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
