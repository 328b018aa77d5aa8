// Signing in for the benchmark: the demo member's session headers, and how long a password login takes.
import { performance } from 'node:perf_hooks';
import { median } from './firstContent.mjs';

const DEMO_MEMBER = { email: 'member@demo.test', password: 'demo-password' };

async function login(apiUrl, account = DEMO_MEMBER) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Headers of a signed-in call for the demo member (X-User-Email / X-User-Token). */
export async function demoMemberSession(apiUrl) {
  const body = await login(apiUrl);
  return { 'x-user-email': body.user.email, 'x-user-token': body.authentication_token };
}

/** Session headers of another demo account (same password). */
export async function demoSession(apiUrl, email) {
  const body = await login(apiUrl, { email, password: DEMO_MEMBER.password });
  return { 'x-user-email': body.user.email, 'x-user-token': body.authentication_token };
}

/** Sequential logins: the latency a member feels, dominated by scrypt. */
export async function measureLogin(apiUrl, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await login(apiUrl);
    times.push(performance.now() - started);
  }
  return { runs, median: median(times), max: Math.max(...times) };
}
