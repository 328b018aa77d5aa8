import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  confirmEmailChangeRequestSchema,
  linkProviderRequestSchema,
  setPasswordRequestSchema,
  updateAccountRequestSchema,
  updateAvatarRequestSchema,
} from '@stride/shared/schemas';
import type { FastifyError } from 'fastify';
import { AppError } from '../errors/AppError';
import { loginResponseSchema } from '../http/responseSchemas';
import {
  providerResponseSchema,
  updateAccountResponseSchema,
  updateAvatarResponseSchema,
  userResponseSchema,
} from './authResponseSchemas';
import { z } from 'zod';
import { changePassword, deleteAccount, requestAccountDeletion } from './accountLifecycle';
import { linkMemberProvider, setPassword, updateAccount, updateAvatar } from './accountService';
import type { AuthContext, ZodScope } from './AuthContext';
import { confirmEmailChange } from './emailChangeService';
import { handleRateLimitedError } from './bruteForce/RateLimitedError';
import { signedInMember } from './registerMember';

/** 15 MB of image as base64 (4 characters per 3 bytes) plus the data URL header and the JSON around it. */
const AVATAR_BODY_LIMIT = Math.ceil(UPLOAD_LIMIT_BYTES / 3) * 4 + 4096;

/** The signed-in member's own account: finishing setup, details (a new email confirmed by link), linked provider and avatar. */
export function accountRoutes(scope: ZodScope, ctx: AuthContext): void {
  /** POST /auth/set_password {password, name} → the login response; the one call a passwordless sign-up may make. */
  scope.post(
    '/auth/set_password',
    { schema: { body: setPasswordRequestSchema, response: { 200: loginResponseSchema } }, config: { member: 'setup' } },
    async (request) => setPassword(ctx, signedInMember(request), request.body),
  );

  /** PUT /auth {email, name, timezone} → {user, email_change_pending}: a new email waits for its confirmation. */
  scope.put(
    '/auth',
    {
      schema: { body: updateAccountRequestSchema, response: { 200: updateAccountResponseSchema } },
      config: { member: 'required' },
    },
    async (request) => updateAccount(ctx, request, signedInMember(request), request.body),
  );

  /** POST /auth/confirm_email {token} → {user}; no session needed: the emailed link proves the new address. */
  scope.post(
    '/auth/confirm_email',
    { schema: { body: confirmEmailChangeRequestSchema, response: { 200: userResponseSchema } } },
    (request) => confirmEmailChange(ctx, request, request.body.token),
  );

  /** PUT /auth/provider {email, provider, provider_id} → {current_provider}. */
  scope.put(
    '/auth/provider',
    {
      schema: { body: linkProviderRequestSchema, response: { 200: providerResponseSchema } },
      config: { member: 'required' },
    },
    async (request) => linkMemberProvider(ctx, request, signedInMember(request), request.body),
  );

  /** PUT /auth/password {current_password, password, password_confirmation} → {user}; other devices are signed out. */
  scope.put(
    '/auth/password',
    {
      schema: { body: changePasswordRequestSchema, response: { 200: userResponseSchema } },
      config: { member: 'required' },
    },
    async (request) => changePassword(ctx, request, signedInMember(request), request.body),
  );

  /** POST /auth/delete_account/request → {email_sent}: mails the code that confirms deleting the account. */
  scope.post(
    '/auth/delete_account/request',
    { schema: { response: { 200: z.object({ email_sent: z.literal(true) }) } }, config: { member: 'required' } },
    async (request) => requestAccountDeletion(ctx, request, signedInMember(request)),
  );

  /** POST /auth/delete_account {code} → {deleted}: the member and their data are removed, every session ends. */
  scope.post(
    '/auth/delete_account',
    {
      schema: { body: deleteAccountRequestSchema, response: { 200: z.object({ deleted: z.literal(true) }) } },
      config: { member: 'required' },
    },
    async (request) => deleteAccount(ctx, request, signedInMember(request), request.body.code),
  );

  /** PUT /auth/update_avatar {avatar: data URL} → {avatar_urls: {original}}. */
  scope.put(
    '/auth/update_avatar',
    {
      schema: { body: updateAvatarRequestSchema, response: { 200: updateAvatarResponseSchema } },
      config: { member: 'required' },
      bodyLimit: AVATAR_BODY_LIMIT,
      // A body beyond even that limit is an image beyond 15 MB: the member reads the §5 message.
      errorHandler: (error, request, reply) =>
        handleRateLimitedError(
          (error as Partial<FastifyError>).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new AppError('image_too_large', undefined, { field: 'avatar' })
            : error,
          request,
          reply,
        ),
    },
    async (request) => updateAvatar(ctx, signedInMember(request), request.body.avatar),
  );
}
