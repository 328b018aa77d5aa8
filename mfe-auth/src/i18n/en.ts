import { FIELD_MESSAGES } from '@stride/shared/accounts';

/** Every string of the #auth modal. The §5 validation texts come from FIELD_MESSAGES so English stays word for word. */
export const strings = {
  close: 'Close',
  somethingWentWrong: 'Something went wrong.',
  checking: 'Checking your session…',

  loginTitle: 'Log in',
  signUpTitle: 'Sign up',
  passwordlessTitle: 'Sign in with a link',
  checkEmailTitle: 'Check your email',
  linkTitle: 'Signing you in',
  resetTitle: 'Reset password',
  newPasswordTitle: 'Set a new password',
  setupTitle: 'Finish setting up your account',
  signedInTitle: 'Your account',
  emailChangeTitle: 'Confirming your new email',
  emailConfirmedTitle: 'Email confirmed',

  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  name: 'Name',
  code: '6-digit code',

  logIn: 'Log in',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  createAccount: 'Create account',
  haveAccount: 'Already have an account?',
  emailMeALink: 'Email me a sign-in link',
  or: 'or',
  continueWithGoogle: 'Continue with Google',
  continueWithApple: 'Continue with Apple',

  socialErrorCancelled: 'Sign-in was cancelled.',
  socialErrorFailed: 'Sign-in failed. Please try again.',
  socialErrorExpired: 'Your sign-in took too long or was already used. Please try again.',
  socialErrorUnavailable: 'This sign-in option is not available right now. Please try again later.',
  socialErrorNoEmail: 'The provider did not share your email address, so we could not sign you in.',
  socialErrorEmailNotVerified: 'The provider has not verified your email address, so we could not sign you in.',
  socialErrorEmailTaken: 'This email address already exists, login to continue',
  socialErrorProviderMismatch: 'This email signs in another way.',
  socialErrorNotAvailable: 'This sign-in option is not available for this app.',
  socialErrorRegistrationClosed:
    'This app is private: only members its owner added can sign in. Ask the owner for access.',

  passwordlessIntro: "We'll email you a link and a 6-digit code, so you can sign in without a password.",
  passwordlessMembersOnly: 'This app is private: the link works only for members its owner added.',
  sendLink: 'Email me a link',
  codeSentTo: 'We sent a sign-in link and a 6-digit code to {{email}}. Open the link, or enter the code here.',
  verifyCode: 'Sign in',
  resendEmail: 'Send a new email',
  emailResent: 'We sent you a new email.',
  useAnotherEmail: 'Use a different email',
  verifyingLink: 'Signing you in…',
  requestNewLink: 'Request a new link',
  usePassword: 'Log in with a password',

  resetIntro: "Enter your email and we'll send you a link to reset your password.",
  sendResetLink: 'Send reset link',
  resetSentTo: 'If there is an account for {{email}}, we sent it a link to reset your password.',
  backToLogIn: 'Back to log in',
  saveNewPassword: 'Save and log in',
  requestNewResetLink: 'Request a new reset link',

  setupIntro: 'Choose your name and a password to finish setting up your account.',
  finishSetup: 'Finish setup',
  logOut: 'Log out',
  signedInAs: 'Signed in as {{name}} ({{email}}).',

  confirmingEmail: 'Confirming your new email…',
  emailChangedTo: 'Your email is now {{email}}.',

  fieldRequired: FIELD_MESSAGES.required,
  fieldEmail: FIELD_MESSAGES.email,
  fieldMinLength: 'Field must be at least {{minLength}} characters long.',
  fieldMaxLength: 'Field cannot be longer than {{maxLength}} characters.',
  passwordTooShort: FIELD_MESSAGES.passwordTooShort,
  passwordsDontMatch: FIELD_MESSAGES.passwordsDontMatch,
  nameTooShort: FIELD_MESSAGES.nameTooShort,
} as const;

export type AuthStringKey = keyof typeof strings;
export type AuthStrings = Record<AuthStringKey, string>;
