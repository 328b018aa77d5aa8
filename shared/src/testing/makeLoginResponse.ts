import { EMPTY_MEMBER_DATA, type LoginResponse, type User } from '..';

/** The login response of spec §3 for `user` signed in with `token`, with nothing subscribed, completed or saved yet. */
export function makeLoginResponse(user: User, token: string): LoginResponse {
  return { user, authentication_token: token, ...EMPTY_MEMBER_DATA };
}
