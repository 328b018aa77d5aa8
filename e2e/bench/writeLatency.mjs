// The cost of durable writes: p99 of a member's bookmark toggle with the embedded database syncing each commit
// to disk (the server's only mode in production) against the same server with UNSAFE_SKIP_FSYNC=true.
import autocannon from 'autocannon';
import { median } from './firstContent.mjs';

const CONNECTIONS = 10;
const DURATION_S = 5;
const ROUNDS = 3;

function cannon(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method: 'POST', headers, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The id of the default app's home page, which every member may save. */
async function homePageId(apiUrl) {
  const response = await fetch(`${apiUrl}/api/__/index.json`);
  const body = await response.json();
  if (!response.ok || typeof body.page?.id !== 'string') throw new Error(`home page answered ${response.status}`);
  return body.page.id;
}

/**
 * p99 (median of ROUNDS runs, alternating the servers) of POST /api/pages/{home}/bookmarks/toggle at
 * CONNECTIONS connections. A toggle always writes (a row in, then out), where completing a completed page
 * again changes nothing and commits no WAL, so it would measure no sync at all.
 */
export async function compareDurableWrites(durable, relaxed) {
  const target = async (server) => `${server.url}/api/pages/${await homePageId(server.url)}/bookmarks/toggle`;
  const durableUrl = await target(durable);
  const relaxedUrl = await target(relaxed);
  await cannon(durableUrl, durable.session);
  await cannon(relaxedUrl, relaxed.session);
  const durableRuns = [];
  const relaxedRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    durableRuns.push(await cannon(durableUrl, durable.session));
    relaxedRuns.push(await cannon(relaxedUrl, relaxed.session));
  }
  if ([...durableRuns, ...relaxedRuns].some((run) => run.non2xx > 0 || run.errors > 0))
    throw new Error('bookmark toggles failed under load');
  return {
    before: median(relaxedRuns.map((run) => run.latency.p99)),
    after: median(durableRuns.map((run) => run.latency.p99)),
    beforeRps: median(relaxedRuns.map((run) => run.requests.average)),
    afterRps: median(durableRuns.map((run) => run.requests.average)),
  };
}
