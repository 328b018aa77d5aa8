import type { ActivityBody } from '@stride/shared';
import type { ShellServices } from '../app/ShellServices';
import { localStorageOf } from '../app/localStorageOf';
import { watchPastDue } from './watchPastDue';

/** The past-due prompt with the shell's services, its activity reports (the shell's reporter), storage and hash. */
export function startPastDuePrompt(
  services: ShellServices,
  report: (activity: ActivityBody) => Promise<unknown>,
  win: Window = window,
): void {
  if (services.pageBuilder) return;
  watchPastDue(services.session, {
    bus: services.bus,
    queryClient: services.queryClient,
    storage: localStorageOf(win),
    report,
    hash: () => win.location.hash,
  });
}
