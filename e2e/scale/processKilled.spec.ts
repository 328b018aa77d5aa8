import { expect, test } from './clusterFixture';
import { describeFailures, signUpMember, startMemberTraffic } from './memberTraffic';

test.use({ clusterOptions: { processes: 3 } });

const WORKERS = 4;

test('a process killed mid-request under load: the others keep serving and no acknowledged write is lost', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  const member = await signUpMember(cluster.url);
  const traffic = await startMemberTraffic(cluster.url, member, WORKERS);
  const victim = cluster.processes[1]!;
  const victimPid = victim.pid;
  // Mid-load: the victim has taken writes already, and with four workers it has one in flight most of the time.
  await expect
    .poll(() => traffic.outcomes.filter((o) => o.kind === 'write' && o.process === victim.name).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(5);
  const killedAt = Date.now();
  cluster.kill(1, 'SIGKILL');
  // Its health checks fail within a second; until then HAProxy may still pick it.
  await expect
    .poll(async () => (await cluster.proxyStates()).get(victim.name)?.status, { intervals: [50], timeout: 30_000 })
    .toMatch(/^DOWN/);
  const downAt = Date.now();
  // Writing on until plenty of writes were sent after that, and the supervisor has the victim serving again.
  await expect
    .poll(() => traffic.outcomes.filter((o) => o.kind === 'write' && o.sentAt > downAt && o.status === 200).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(20);
  await expect
    .poll(
      async () =>
        victim.pid !== victimPid &&
        (await fetch(`${victim.url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )),
      { timeout: 120_000 },
    )
    .toBe(true);
  const outcomes = await traffic.stop();

  const failures = describeFailures(outcomes, killedAt);
  // The others kept serving: every read was answered (HAProxy sends one the dead process dropped to another).
  expect(
    outcomes.filter((o) => o.kind === 'read' && o.status !== 200),
    failures,
  ).toEqual([]);
  // A write fails only if the victim had it in hand, or HAProxy sent it there on a connection the kill had just
  // closed: never sent twice, so the client sees the failure. At most one per worker (its next request goes on a new
  // connection, which a dead process refuses and HAProxy retries elsewhere), and none once HAProxy saw it down.
  const failed = outcomes.filter((o) => o.status !== 200);
  expect(failed.length, failures).toBeLessThanOrEqual(WORKERS);
  expect(
    failed.filter((o) => o.sentAt >= downAt),
    failures,
  ).toEqual([]);
  // Every write that was acknowledged is in the database.
  const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 200).map((o) => o.id);
  expect(acknowledged.every((id) => id !== null)).toBe(true);
  const stored = await cluster.query<{ count: string }>(
    'select count(*) from scheduled_items where id = any($1::uuid[])',
    [acknowledged],
  );
  expect(Number(stored[0]?.count)).toBe(acknowledged.length);
});
