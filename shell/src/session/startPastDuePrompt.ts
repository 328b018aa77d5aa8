import type { ShellServices } from '../app/ShellServices';
import { localStorageOf } from '../app/localStorageOf';
import { watchPastDue } from './watchPastDue';

/** The past-due prompt with the shell's services and the browser's storage and hash. */
export function startPastDuePrompt(services: ShellServices, win: Window = window): void {
  if (services.pageBuilder) return;
  watchPastDue(services.session, {
    bus: services.bus,
    queryClient: services.queryClient,
    storage: localStorageOf(win),
    report: (activity) => services.api.put('/activity', activity),
    hash: () => win.location.hash,
  });
}
