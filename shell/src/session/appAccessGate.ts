import { appLevelDenial, needsAccountSetup, type AppAccessRules, type SessionSnapshot } from '@stride/shared';

/**
 * What the shell does with the whole app for the current session:
 * - `wait`: the session is not checked yet;
 * - `allow`: the routed area renders (pages still apply their own locks);
 * - `require-auth`: signed out, or signed in without access to a private app;
 * - `require-purchase`: a subscriber-only app and no product of the app;
 * - `require-setup`: a passwordless sign-up must set a password and name before anything else.
 */
export type AppAccessDecision = 'wait' | 'allow' | 'require-auth' | 'require-purchase' | 'require-setup';

/** Spec §6 at app level (shared appLevelDenial), plus the shell's own waiting and setup states. */
export function appAccessGate(access: AppAccessRules, session: SessionSnapshot): AppAccessDecision {
  if (session.status === 'unchecked') return 'wait';
  if (session.status === 'authenticated' && needsAccountSetup(session.user)) return 'require-setup';
  const denial = appLevelDenial(access, session.status === 'authenticated' ? session.user : null);
  if (denial === 'PURCHASE_REQUIRED') return 'require-purchase';
  return denial === null ? 'allow' : 'require-auth';
}

/** Whether any session could be turned away: only then does the routed area wait for the session check. */
export function appMayBeGated(access: AppAccessRules): boolean {
  return access.is_private || access.is_subscriber_only || access.require_sign_in;
}
