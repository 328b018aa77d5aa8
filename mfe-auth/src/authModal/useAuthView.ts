import { needsAccountSetup, type SessionSnapshot } from '@stride/shared';
import { useReducer } from 'react';
import type { AuthStringKey } from '../i18n/enStrings';
import type { AuthLinkParams } from './authLinkParams';

/** The steps a guest moves through inside the modal. */
export type AuthView =
  | { name: 'login'; notice: string | null }
  | { name: 'signUp' }
  | { name: 'passwordlessRequest' }
  | { name: 'passwordlessCode'; email: string }
  | { name: 'passwordlessLink'; token: string }
  | { name: 'resetRequest' }
  | { name: 'resetSent'; email: string }
  | { name: 'newPassword'; token: string };

export type AuthViewAction =
  | { type: 'showLogin' }
  | { type: 'showSignUp' }
  | { type: 'showPasswordless' }
  | { type: 'showReset' }
  | { type: 'codeSent'; email: string }
  | { type: 'resetLinkSent'; email: string };

/** What the modal shows: a guest's step, or what the session decides on its own. */
export type AuthScreen = AuthView | { name: 'setup' } | { name: 'signedIn' } | { name: 'checking' };

export function initialAuthView(links: AuthLinkParams): AuthView {
  if (links.passwordlessToken) return { name: 'passwordlessLink', token: links.passwordlessToken };
  if (links.resetToken) return { name: 'newPassword', token: links.resetToken };
  return { name: 'login', notice: links.socialError };
}

export function authViewReducer(view: AuthView, action: AuthViewAction): AuthView {
  switch (action.type) {
    case 'showLogin':
      return { name: 'login', notice: null };
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
  }
}

/**
 * The session comes first: a member who must finish setup sees nothing else; an emailed link is handled
 * whoever is signed in; otherwise a signed-in member sees who they are, and a guest their current step.
 */
export function resolveAuthScreen(session: SessionSnapshot, view: AuthView): AuthScreen {
  if (session.status === 'authenticated' && needsAccountSetup(session.user)) return { name: 'setup' };
  if (view.name === 'passwordlessLink' || view.name === 'newPassword') return view;
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
  setup: 'setupTitle',
  signedIn: 'signedInTitle',
  checking: 'loginTitle',
};

/** The dialog's title names the current step. */
export function authScreenTitle(screen: AuthScreen): AuthStringKey {
  return TITLES[screen.name];
}

export function useAuthView(links: AuthLinkParams) {
  return useReducer(authViewReducer, links, initialAuthView);
}
