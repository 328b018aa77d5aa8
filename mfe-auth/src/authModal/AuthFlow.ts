import type { SignInMethod, SignInResponse, User } from '@stride/shared';
import type { Dispatch } from 'react';
import type { AuthViewAction } from './useAuthView';

/**
 * What the dialog hands each step as a prop: moving between steps, the email typed so far, and handing the
 * outcome to the shell. The shell's services themselves come from `useService` (see useAuthClient).
 */
export interface AuthFlow {
  go: Dispatch<AuthViewAction>;
  /** The last email typed into any step, pre-filled in every email field. */
  lastEmail: string;
  rememberEmail(email: string): void;
  /** Hands the session to the shell; closes the modal unless the member must finish setup first. */
  signedIn(response: SignInResponse, method: SignInMethod): void;
  /** Hands the updated member to the shell and closes the modal. */
  accountUpdated(response: SignInResponse): void;
  /**
   * A confirmed email change: when this browser is signed in as that member, the shell adopts the user and the
   * new email for the stored session (which the API checks against the email). The modal stays open.
   */
  emailChanged(user: User): void;
  signOut(): void;
}
