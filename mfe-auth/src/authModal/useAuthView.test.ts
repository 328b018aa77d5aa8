import { GUEST, makeUser, signedIn } from '@stride/shared/testing';
import type { AuthViewParam, SessionSnapshot } from '@stride/shared';
import type { AuthLinkParams } from './authLinkParams';
import {
  authScreenTitle,
  authViewReducer,
  initialAuthView,
  requestedViewAction,
  resolveAuthScreen,
  type AuthScreen,
  type AuthView,
  type AuthViewAction,
} from './useAuthView';

const login: AuthView = { name: 'login', socialError: null };
const loginWithSocialError: AuthView = { name: 'login', socialError: 'cancelled' };
const signUp: AuthView = { name: 'signUp' };
const passwordlessRequest: AuthView = { name: 'passwordlessRequest' };
const passwordlessCode: AuthView = { name: 'passwordlessCode', email: 'ada@example.org' };
const passwordlessLink: AuthView = { name: 'passwordlessLink', token: 'link-token' };
const resetRequest: AuthView = { name: 'resetRequest' };
const resetSent: AuthView = { name: 'resetSent', email: 'ada@example.org' };
const newPassword: AuthView = { name: 'newPassword', token: 'reset-token' };
const emailChange: AuthView = { name: 'emailChange', token: 'change-token' };
const emailChanged: AuthView = { name: 'emailChanged', email: 'ada@new.example' };

const codeSent: AuthViewAction = { type: 'codeSent', email: 'ada@example.org' };
const resetLinkSent: AuthViewAction = { type: 'resetLinkSent', email: 'ada@example.org' };

describe('authViewReducer', () => {
  it.each<[string, AuthView, AuthViewAction, AuthView]>([
    ['log in → sign up', login, { type: 'showSignUp' }, signUp],
    ['sign up → log in', signUp, { type: 'showLogin' }, login],
    ['log in with a social error → log in without it', loginWithSocialError, { type: 'showLogin' }, login],
    ['log in → passwordless request', login, { type: 'showPasswordless' }, passwordlessRequest],
    ['log in → reset request', login, { type: 'showReset' }, resetRequest],
    ['passwordless request → code entry once the email is sent', passwordlessRequest, codeSent, passwordlessCode],
    ['code entry → a different email', passwordlessCode, { type: 'showPasswordless' }, passwordlessRequest],
    ['code entry → log in with a password', passwordlessCode, { type: 'showLogin' }, login],
    ['a failed link → request a new one', passwordlessLink, { type: 'showPasswordless' }, passwordlessRequest],
    ['reset request → check your email once sent', resetRequest, resetLinkSent, resetSent],
    ['check your email → back to log in', resetSent, { type: 'showLogin' }, login],
    ['new password → request a new reset link', newPassword, { type: 'showReset' }, resetRequest],
    ['email change → confirmed', emailChange, { type: 'emailChanged', email: 'ada@new.example' }, emailChanged],
    ['a refused email change → log in', emailChange, { type: 'showLogin' }, login],
    ['a confirmed email change → log in', emailChanged, { type: 'showLogin' }, login],
  ])('%s', (_, from, action, to) => {
    expect(authViewReducer(from, action)).toEqual(to);
  });

  it.each<[string, AuthView, AuthViewAction]>([
    ['a late "code sent" after going back to log in', login, codeSent],
    ['a late "code sent" on sign up', signUp, codeSent],
    ['a late "reset link sent" after going back to log in', login, resetLinkSent],
    ['a late "reset link sent" on the passwordless request', passwordlessRequest, resetLinkSent],
    ['a late "email changed" after going back to log in', login, { type: 'emailChanged', email: 'ada@new.example' }],
  ])('ignores %s', (_, from, action) => {
    expect(authViewReducer(from, action)).toBe(from);
  });
});

describe('initialAuthView', () => {
  const none: AuthLinkParams = {
    passwordlessToken: null,
    resetToken: null,
    emailChangeToken: null,
    socialError: null,
    view: null,
  };

  it.each<[string, AuthLinkParams, AuthView]>([
    ['log in without link parameters', none, login],
    ['the link verification for a passwordless token', { ...none, passwordlessToken: 'link-token' }, passwordlessLink],
    ['the new password form for a reset token', { ...none, resetToken: 'reset-token' }, newPassword],
    ['the email-change confirmation for its token', { ...none, emailChangeToken: 'change-token' }, emailChange],
    ['log in with the social error', { ...none, socialError: 'cancelled' }, loginWithSocialError],
    ['sign up when a remote asks for it', { ...none, view: 'sign_up' }, signUp],
    ['log in when a remote asks for it', { ...none, view: 'login' }, login],
    [
      'log in with the social error even when sign up was asked for',
      { ...none, socialError: 'cancelled', view: 'sign_up' },
      loginWithSocialError,
    ],
  ])('starts on %s', (_, links, view) => {
    expect(initialAuthView({ links, registrationOpen: true })).toEqual(view);
  });

  it('starts on log in when sign up is asked for on an app nobody may sign up to', () => {
    expect(initialAuthView({ links: { ...none, view: 'sign_up' }, registrationOpen: false })).toEqual(login);
  });
});

describe('requestedViewAction', () => {
  it.each<[string, AuthViewParam | null, boolean, AuthViewAction | null]>([
    ['sign up where strangers may register', 'sign_up', true, { type: 'showSignUp' }],
    ['nothing for sign up on a private app', 'sign_up', false, null],
    ['log in anywhere', 'login', false, { type: 'showLogin' }],
    ['nothing when no step was asked for', null, true, null],
  ])('moves to %s', (_, view, registrationOpen, action) => {
    expect(requestedViewAction(view, registrationOpen)).toEqual(action);
  });
});

describe('resolveAuthScreen', () => {
  const member = signedIn(makeUser());
  const passwordlessMember = signedIn(makeUser({ passwordless: true }));
  const unchecked: SessionSnapshot = { status: 'unchecked', user: null };

  it.each<[string, SessionSnapshot, AuthView, AuthScreen]>([
    ['a guest sees their step', GUEST, signUp, signUp],
    ['a member who must finish setup sees only setup', passwordlessMember, login, { name: 'setup' }],
    ['setup comes before an emailed link', passwordlessMember, newPassword, { name: 'setup' }],
    ['a signed-in member sees who they are', member, login, { name: 'signedIn' }],
    ['an emailed reset link is handled for a signed-in member', member, newPassword, newPassword],
    ['a passwordless link is verified before the session is checked', unchecked, passwordlessLink, passwordlessLink],
    ['an unchecked session shows progress', unchecked, login, { name: 'checking' }],
    ['an email change waits for the session check', unchecked, emailChange, { name: 'checking' }],
    ['an email change is confirmed for a guest', GUEST, emailChange, emailChange],
    ['an email change is confirmed for a signed-in member', member, emailChange, emailChange],
    ['a confirmed email change stays in view for a signed-in member', member, emailChanged, emailChanged],
  ])('%s', (_, session, view, screen) => {
    expect(resolveAuthScreen(session, view)).toEqual(screen);
  });
});

describe('authScreenTitle', () => {
  it.each<[AuthScreen, string]>([
    [login, 'loginTitle'],
    [signUp, 'signUpTitle'],
    [resetRequest, 'resetTitle'],
    [{ name: 'setup' }, 'setupTitle'],
    [passwordlessCode, 'checkEmailTitle'],
    [emailChange, 'emailChangeTitle'],
    [emailChanged, 'emailConfirmedTitle'],
  ])('names %o with %s', (screen, key) => {
    expect(authScreenTitle(screen)).toBe(key);
  });
});
