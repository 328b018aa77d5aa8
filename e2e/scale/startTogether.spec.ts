import { expect, test } from '@playwright/test';
import { startScaleCluster } from './clusterFixture';

const ROUNDS = 5;

test('three processes started at once on an empty database, five times, are all healthy and seed one demo app', async () => {
  test.setTimeout(ROUNDS * 90_000);
  for (let round = 1; round <= ROUNDS; round += 1) {
    // startScaleCluster starts the three processes at the same moment, on a database and data dir of their own,
    // and fails with the process's output if one exits before it is healthy.
    const cluster = await startScaleCluster({ processes: 3 });
    try {
      const pids = cluster.processes.map((process) => process.pid);
      for (const { name, url } of cluster.processes)
        expect((await fetch(`${url}/healthz`)).status, `round ${round}: ${name}`).toBe(200);
      expect((await fetch(`${cluster.url}/healthz`)).status, `round ${round}: through the proxy`).toBe(200);
      const apps = await cluster.query<{ slug: string; count: string }>(
        `select slug, count(*) from apps where slug in ('demo', 'private') group by slug order by slug`,
      );
      expect(apps, `round ${round}: demo apps`).toEqual([
        { slug: 'demo', count: '1' },
        { slug: 'private', count: '1' },
      ]);
      // None exited and was started again by the supervisor: each still runs as the process it started as.
      expect(
        cluster.processes.map((process) => process.pid),
        `round ${round}: pids\n${cluster.output()}`,
      ).toEqual(pids);
    } finally {
      await cluster.stop();
    }
  }
});
