// `npm start`: build whatever front-end build is missing, then run the API, which serves everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatIsMissing } from './build.mjs';
import { repoRoot } from './workspace.mjs';

await buildWhatIsMissing();

const server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'server.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
// Passed on for a signal sent to this process alone; after Ctrl-C the server gets it from the terminal as well,
// and closes once either way. This process stays until the server has closed, and exits with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
