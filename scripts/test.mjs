// `npm test`: unit and API tests (Jest), then a fresh production build, then end-to-end tests in Debian chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build } from './build.mjs';
import { repoRoot } from './workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Debian chromium is missing: installing it (apt-get install chromium)…');
  const apt = (args) =>
    process.getuid?.() === 0 ? run('apt-get', args, APT_ENV) : run('sudo', ['apt-get', ...args], APT_ENV);
  apt(['update']);
  apt(['install', '-y', 'chromium']);
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
