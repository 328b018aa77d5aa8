import { needsAccountSetup, type AuthViewParam, type SessionSnapshot, type SocialErrorCode } from '@stride/shared';
import { useReducer } from 'react';
import type { AuthStringKey } from '../i18n/en';
import type { AuthLinkParams } from './authLinkParams';

/** The steps a guest moves through inside the modal. */
export type AuthView =
  | { name: 'login'; socialError: SocialErrorCode | null }
  | { name: 'signUp' }
  | { name: 'passwordlessRequest' }
  | { name: 'passwordlessCode'; email: string }
  | { name: 'passwordlessLink'; token: string }
  | { name: 'resetRequest' }
  | { name: 'resetSent'; email: string }
  | { name: 'newPassword'; token: string }
  | { name: 'emailChange'; token: string }
  | { name: 'emailChanged'; email: string };

export type AuthViewAction =
  | { type: 'showLogin' }
  | { type: 'showSignUp' }
  | { type: 'showPasswordless' }
  | { type: 'showReset' }
  | { type: 'codeSent'; email: string }
  | { type: 'resetLinkSent'; email: string }
  | { type: 'emailChanged'; email: string };

/** What the modal shows: a guest's step, or what the session decides on its own. */
export type AuthScreen = AuthView | { name: 'setup' } | { name: 'signedIn' } | { name: 'checking' };

/** What the dialog opens with: the URL's link parameters, and whether strangers may sign up to this app. */
export interface AuthViewStart {
  links: AuthLinkParams;
  registrationOpen: boolean;
}

/** The move to the step a remote asked for (AUTH_LINK_PARAMS.view); none to sign up where nobody may. */
export function requestedViewAction(view: AuthViewParam | null, registrationOpen: boolean): AuthViewAction | null {
  if (view === 'sign_up') return registrationOpen ? { type: 'showSignUp' } : null;
  return view === 'login' ? { type: 'showLogin' } : null;
}

export function initialAuthView({ links, registrationOpen }: AuthViewStart): AuthView {
  if (links.passwordlessToken) return { name: 'passwordlessLink', token: links.passwordlessToken };
  if (links.resetToken) return { name: 'newPassword', token: links.resetToken };
  if (links.emailChangeToken) return { name: 'emailChange', token: links.emailChangeToken };
  const login: AuthView = { name: 'login', socialError: links.socialError };
  // A failed social sign-in is explained on log in, whichever step was asked for.
  const requested = links.socialError ? null : requestedViewAction(links.view, registrationOpen);
  return requested ? authViewReducer(login, requested) : login;
}

export function authViewReducer(view: AuthView, action: AuthViewAction): AuthView {
  switch (action.type) {
    case 'showLogin':
      return { name: 'login', socialError: null };
    case 'showSignUp':
      return { name: 'signUp' };
    case 'showPasswordless':
      return { name: 'passwordlessRequest' };
    case 'showReset':
      return { name: 'resetRequest' };
    // An answer that arrives after the member moved on must not pull them back.
    case 'codeSent':
      return view.name === 'passwordlessRequest' ? { name: 'passwordlessCode', email: action.email } : view;
    case 'resetLinkSent':
      return view.name === 'resetRequest' ? { name: 'resetSent', email: action.email } : view;
    case 'emailChanged':
      return view.name === 'emailChange' ? { name: 'emailChanged', email: action.email } : view;
  }
}

/**
 * The session comes first: a member who must finish setup sees nothing else; an emailed link is handled
 * whoever is signed in; otherwise a signed-in member sees who they are, and a guest their current step.
 * An email change waits for the stored session to be checked: the shell checks it with the old email, which
 * stops working once the change is confirmed, so confirming first would sign the member out.
 */
export function resolveAuthScreen(session: SessionSnapshot, view: AuthView): AuthScreen {
  if (session.status === 'authenticated' && needsAccountSetup(session.user)) return { name: 'setup' };
  if (view.name === 'passwordlessLink' || view.name === 'newPassword' || view.name === 'emailChanged') return view;
  if (view.name === 'emailChange') return session.status === 'unchecked' ? { name: 'checking' } : view;
  if (session.status === 'authenticated') return { name: 'signedIn' };
  if (session.status === 'unchecked') return { name: 'checking' };
  return view;
}

const TITLES: Record<AuthScreen['name'], AuthStringKey> = {
  login: 'loginTitle',
  signUp: 'signUpTitle',
  passwordlessRequest: 'passwordlessTitle',
  passwordlessCode: 'checkEmailTitle',
  passwordlessLink: 'linkTitle',
  resetRequest: 'resetTitle',
  resetSent: 'checkEmailTitle',
  newPassword: 'newPasswordTitle',
  emailChange: 'emailChangeTitle',
  emailChanged: 'emailConfirmedTitle',
  setup: 'setupTitle',
  signedIn: 'signedInTitle',
  checking: 'loginTitle',
};

/** The dialog's title names the current step. */
export function authScreenTitle(screen: AuthScreen): AuthStringKey {
  return TITLES[screen.name];
}

export function useAuthView(start: AuthViewStart) {
  return useReducer(authViewReducer, start, initialAuthView);
}
