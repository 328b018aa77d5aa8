import { expect, test } from './clusterFixture';
import { describeFailures, signUpMember, startMemberTraffic } from './memberTraffic';

test('a rolling restart under load drops no request', async ({ cluster }) => {
  test.setTimeout(180_000);
  const member = await signUpMember(cluster.url);
  const pidsBefore = cluster.processes.map((process) => process.pid);
  const traffic = await startMemberTraffic(cluster.url, member);
  const restartedAt = Date.now();
  await cluster.rollingRestart();
  const restartedBy = Date.now();
  const outcomes = await traffic.stop();

  // Every process was replaced while the member kept reading and writing…
  expect(cluster.processes.map((process) => process.pid).every((pid, index) => pid !== pidsBefore[index])).toBe(true);
  expect(outcomes.filter((o) => o.sentAt >= restartedAt && o.doneAt <= restartedBy).length).toBeGreaterThan(50);
  // …and the member saw no error, no 5xx, nothing but answers.
  expect(
    outcomes.filter((o) => o.status !== 200),
    describeFailures(outcomes, restartedAt),
  ).toEqual([]);
  const written = outcomes.filter((o) => o.kind === 'write').map((o) => o.id);
  const stored = await cluster.query<{ count: string }>(
    'select count(*) from scheduled_items where id = any($1::uuid[])',
    [written],
  );
  expect(Number(stored[0]?.count)).toBe(written.length);
});
