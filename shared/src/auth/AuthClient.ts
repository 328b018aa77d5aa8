import type { ApiClient } from '../api/ApiClient';
import type { User } from '../session/Session';
import {
  socialStartPath,
  type ConfirmEmailChangeRequest,
  type EmailSentResponse,
  type FetchAccountResponse,
  type LinkProviderRequest,
  type LoginRequest,
  type PasswordlessVerifyRequest,
  type ProviderResponse,
  type ResetPasswordRequest,
  type SetPasswordRequest,
  type SignInResponse,
  type SignUpRequest,
  type SocialProvider,
  type UpdateAccountRequest,
  type UpdateAccountResponse,
  type UpdateAvatarResponse,
} from './AuthTypes';

/** The authentication calls of spec §7, typed. Failures reject with ApiError carrying the server's message. */
export class AuthClient {
  constructor(private readonly api: Pick<ApiClient, 'get' | 'post' | 'put' | 'url'>) {}

  verify(): Promise<SignInResponse> {
    return this.api.post('/auth/verify');
  }

  login(body: LoginRequest): Promise<SignInResponse> {
    return this.api.post('/auth/login', body);
  }

  fetchAccount(email: string): Promise<FetchAccountResponse> {
    return this.api.post('/auth/fetch', { email });
  }

  signUp(body: SignUpRequest): Promise<SignInResponse> {
    return this.api.post('/auth/sign_up', body);
  }

  provider(query: { email: string; provider?: SocialProvider; provider_id?: string }): Promise<ProviderResponse> {
    return this.api.get('/auth/provider', query);
  }

  linkProvider(body: LinkProviderRequest): Promise<ProviderResponse> {
    return this.api.put('/auth/provider', body);
  }

  setPassword(body: SetPasswordRequest): Promise<SignInResponse> {
    return this.api.post('/auth/set_password', body);
  }

  /** A new email takes effect once the new address confirms it (confirmEmailChange). */
  update(body: UpdateAccountRequest): Promise<UpdateAccountResponse> {
    return this.api.put('/auth', body);
  }

  /** Confirms a new email with the token of the link sent to it; works without a session. */
  confirmEmailChange(token: string): Promise<{ user: User }> {
    return this.api.post('/auth/confirm_email', { token } satisfies ConfirmEmailChangeRequest);
  }

  updateAvatar(avatar: string): Promise<UpdateAvatarResponse> {
    return this.api.put('/auth/update_avatar', { avatar });
  }

  logout(): Promise<unknown> {
    return this.api.post('/auth/logout');
  }

  requestPasswordless(email: string): Promise<EmailSentResponse> {
    return this.api.post('/auth/passwordless/request', { email });
  }

  verifyPasswordless(body: PasswordlessVerifyRequest): Promise<SignInResponse> {
    return this.api.post('/auth/passwordless/verify', body);
  }

  verifySubscriber(body: { email: string; name: string }): Promise<EmailSentResponse> {
    return this.api.post('/auth/verify_subscriber', body);
  }

  requestPasswordReset(email: string): Promise<EmailSentResponse> {
    return this.api.get('/auth/reset_password', { email });
  }

  resetPassword(body: ResetPasswordRequest): Promise<SignInResponse> {
    return this.api.post('/auth/reset_password', body);
  }

  /** Where the browser goes to sign in with a provider; the API redirects back to `returnTo` signed in. */
  socialStartUrl(provider: SocialProvider, returnTo: string): string {
    return this.api.url(socialStartPath(provider, returnTo));
  }
}
