import { rmSync } from 'node:fs';
import { E2E } from './e2eEnv';

/** The run's data dir is throwaway: remove it so repeated runs do not fill the temp folder. */
export default function globalTeardown(): void {
  rmSync(E2E.dataDir, { recursive: true, force: true });
}
