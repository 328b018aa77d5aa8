// `npm test`: unit and API tests (Jest), then a fresh production build, then end-to-end tests in Debian chromium.
// `npm run test:scale` (`scale`): the scale-out suite, API processes on Postgres and Redis behind HAProxy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build } from './build.mjs';
import { findHaproxy } from './haproxyConfig.mjs';
import { missingBuilds, repoRoot } from './workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function apt(args) {
  if (process.getuid?.() === 0) run('apt-get', args, APT_ENV);
  else run('sudo', ['apt-get', ...args], APT_ENV);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Debian chromium is missing: installing it (apt-get install chromium)…');
  apt(['update']);
  apt(['install', '-y', 'chromium']);
}

/** The proxy of the scale-out suite, as README "Scaling out" installs it. */
function ensureHaproxy() {
  if (findHaproxy()) return;
  console.log('HAProxy is missing: installing it (apt-get install haproxy)…');
  apt(['update']);
  apt(['install', '-y', 'haproxy']);
}

const only = process.argv[2];
// PGlite loads WebAssembly through dynamic import, which Jest allows only with VM modules enabled.
if (!only || only === 'jest')
  run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci']);
if (!only || only === 'e2e') {
  ensureChromium();
  await build();
  run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
}
if (only === 'scale') {
  ensureChromium();
  ensureHaproxy();
  // The clusters serve the production build, as e2e's server does; an existing one is used as it is.
  const missing = missingBuilds();
  if (missing.length) await build(missing);
  run('npx', ['playwright', 'test', '--config', 'e2e/scale/playwright.config.ts']);
}
