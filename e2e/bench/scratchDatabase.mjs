// A Postgres database of the bench's own on the server of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped after.
import pg from 'pg';

export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function withAdmin(serverUrl, run) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Creates `stride_bench_<pid>`; null (with the reason) when the server cannot be reached. */
export async function createScratchDatabase(serverUrl = BENCH_POSTGRES_URL) {
  const name = `stride_bench_${process.pid}`;
  try {
    await withAdmin(serverUrl, async (admin) => {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    });
  } catch (error) {
    return { url: null, reason: error instanceof Error ? error.message : String(error), drop: async () => {} };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    reason: null,
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}
