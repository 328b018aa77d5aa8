import type { AccessConfig, AuthClient, SignInMethod, SignInResponse, SocialProvider, User } from '@stride/shared';
import { createContext, useContext, type Dispatch } from 'react';
import type { AuthViewAction } from './useAuthView';

/** What every step of the modal may do; AuthDialog provides it. */
export interface AuthFlow {
  client: AuthClient;
  access: AccessConfig;
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
  socialStartUrl(provider: SocialProvider): string;
}

export const AuthFlowContext = createContext<AuthFlow | null>(null);

export function useAuthFlow(): AuthFlow {
  const flow = useContext(AuthFlowContext);
  if (!flow) throw new Error('useAuthFlow is used inside the auth modal only');
  return flow;
}
