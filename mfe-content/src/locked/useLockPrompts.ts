import { useService } from '@stride/shared/react';
import { busServiceRef, configServiceRef, navigationServiceRef, sessionServiceRef } from '@stride/shared';
import type { ModalId } from '@stride/shared';
import { useEffect, useRef } from 'react';
import type { AccessDenial } from './accessDenial';
import { lockPrompt } from './lockPrompt';

/**
 * Opens a locked page's prompt (lockPrompt) once the session is known, each modal at most once per visit
 * of the path. A visit that began with the start marker in the hash prompts nothing, even after the hash
 * changes. Page-builder previews are never locked, so never prompt.
 */
export function useLockPrompts(denial: AccessDenial | null, path: string): void {
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const appConfig = useService(configServiceRef);
  const { suppressPrompts, pageBuilder } = useService(navigationServiceRef);
  const visit = useRef<{ path: string; prompted: Set<ModalId>; suppressed: boolean }>({
    path,
    prompted: new Set(),
    suppressed: false,
  });

  useEffect(() => {
    if (visit.current.path !== path) visit.current = { path, prompted: new Set(), suppressed: false };
    if (suppressPrompts) visit.current.suppressed = true;
    if (!denial || pageBuilder || visit.current.suppressed || session.status === 'unchecked') return;
    const prompt = lockPrompt(denial, appConfig.access, session.status);
    if (!prompt || visit.current.prompted.has(prompt.modal)) return;
    visit.current.prompted.add(prompt.modal);
    bus.emit('modal:open', prompt);
  }, [denial, path, suppressPrompts, pageBuilder, session.status, appConfig.access, bus]);
}
