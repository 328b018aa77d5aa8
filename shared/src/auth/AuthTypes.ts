import type { LoginResponse } from '../session/LoginResponse';
import type { User } from '../session/Session';

/** Social sign-in providers of spec §6, offered only when enabled in the app's access settings. */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How a member signs in: with email (password or passwordless) or a social provider. */
export type AuthProvider = 'email' | SocialProvider;

export function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}

/**
 * POST /auth/login. With a password, or with a social `provider` and `provider_id`: the provider's
 * signed ID token (verified by the API against the provider's keys), never a bare subject.
 */
export interface LoginRequest {
  email: string;
  password?: string;
  provider?: SocialProvider;
  provider_id?: string;
}

/** POST /auth/fetch {email}: what the modal needs to choose between log in and sign up. */
export interface FetchAccountResponse {
  exists: boolean;
  /** How this email signs in; null when there is no member with it. */
  current_provider: AuthProvider | null;
  /** False for a passwordless or social member without a password. */
  has_password: boolean;
}

/** POST /auth/sign_up. `timezone` is an IANA name (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export interface SignUpRequest {
  email: string;
  name: string;
  password?: string;
  provider?: SocialProvider;
  provider_id?: string;
  timezone?: string | null;
}

/** GET /auth/provider?email,provider_id,provider. */
export interface ProviderResponse {
  current_provider: AuthProvider | null;
}

/** PUT /auth/provider: link a social provider to the signed-in member (provider_id is its ID token). */
export interface LinkProviderRequest {
  email: string;
  provider: SocialProvider;
  provider_id: string;
}

/** POST /auth/set_password: finishes a passwordless sign-up (or sets a password for a social member). */
export interface SetPasswordRequest {
  password: string;
  name: string;
}

/** PUT /auth. */
export interface UpdateAccountRequest {
  email?: string;
  name?: string;
  timezone?: string | null;
}

/**
 * PUT /auth answers the member as saved. A new email is not saved yet: the new address is emailed a
 * confirmation link (AUTH_LINK_PARAMS.emailChangeToken) and `email_change_pending` names it until then.
 */
export interface UpdateAccountResponse {
  user: User;
  email_change_pending: string | null;
}

/** POST /auth/confirm_email {token}: the token of the confirmation link; needs no session. Answers {user}. */
export interface ConfirmEmailChangeRequest {
  token: string;
}

/** PUT /auth/update_avatar {avatar}: a `data:image/...;base64,` URL of at most 15 MB of image. */
export interface UpdateAvatarRequest {
  avatar: string;
}

export interface UpdateAvatarResponse {
  avatar_urls: Record<string, string>;
}

/** POST /auth/passwordless/request and GET /auth/reset_password: answered the same whether or not the email exists. */
export interface EmailSentResponse {
  email_sent: true;
}

/**
 * POST /auth/passwordless/verify. `token` is the link token from the email, or the short code typed into
 * the modal; a code needs the `email` it was sent to.
 */
export interface PasswordlessVerifyRequest {
  token: string;
  email?: string;
}

/** POST /auth/verify_subscriber {email,name}: registers a member without a password and emails a sign-in link. */
export interface VerifySubscriberRequest {
  email: string;
  name: string;
}

/** POST /auth/reset_password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

/** Every call that signs a member in answers with the login response of spec §3. */
export type SignInResponse = LoginResponse;

/** Query parameters of links the API emails: the app opens #auth and finishes the step. */
export const AUTH_LINK_PARAMS = {
  passwordlessToken: 'passwordless_token',
  resetToken: 'reset_token',
  /** Set by the social sign-in callback when it failed: one of SOCIAL_ERROR_CODES, explained by #auth. */
  socialError: 'social_error',
  /** Which step #auth opens on (`sign_up`, `login`); set by remotes through modal:open params. */
  view: 'auth_view',
  /** Set by the social sign-in callback when it created the member (the shell announces the sign-up). */
  socialSignedUp: 'social_signed_up',
  /** The link emailed to a new address the member asked to change to: #auth confirms it. */
  emailChangeToken: 'email_change_token',
} as const;

/** Why a social sign-in failed; the callback sends the code, the #auth modal says it in the member's language. */
export const SOCIAL_ERROR_CODES = [
  'cancelled',
  'failed',
  'expired',
  'unavailable',
  'no_email',
  'email_not_verified',
  'email_taken',
  'provider_mismatch',
  'not_available',
  'registration_closed',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

export function isSocialErrorCode(value: unknown): value is SocialErrorCode {
  return (SOCIAL_ERROR_CODES as readonly unknown[]).includes(value);
}

/** Steps a remote may ask #auth to open on (AUTH_LINK_PARAMS.view). */
export const AUTH_VIEWS = ['login', 'sign_up'] as const;
export type AuthViewParam = (typeof AUTH_VIEWS)[number];

/** Digits of the one-time code in a passwordless email. */
export const PASSWORDLESS_CODE_LENGTH = 6;

/**
 * Whether strangers may create an account in this app. A private app (that is not sold by subscription)
 * admits only the members its owner added; a private subscriber-only app lets people sign up to buy.
 */
export function isRegistrationOpen(access: { is_private: boolean; is_subscriber_only: boolean }): boolean {
  return !access.is_private || access.is_subscriber_only;
}

/** GET /api/auth/social/{provider}/start?return_to=<path>: the browser is redirected to the provider. */
export function socialStartPath(provider: SocialProvider, returnTo: string): string {
  return `/auth/social/${provider}/start?return_to=${encodeURIComponent(returnTo)}`;
}

/** How a member signed in, announced with `session:signed-in`. */
export type SignInMethod = 'login' | 'sign_up' | 'passwordless' | 'reset_password' | 'social' | 'setup';

/** Local storage key (prefixed, spec §9) of the last email typed into the auth modal. */
export const LAST_EMAIL_STORAGE_KEY = 'stride:last_email';

/**
 * A member who signed up passwordless must set a password and name before anything else (spec §6). The
 * API sets `passwordless` while a member has neither a password nor a provider, or no name yet.
 */
export function needsAccountSetup(user: { passwordless: boolean }): boolean {
  return user.passwordless;
}
