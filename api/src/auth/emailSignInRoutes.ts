import type { EmailSentResponse } from '@stride/shared';
import {
  passwordlessRequestSchema,
  passwordlessVerifyRequestSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  verifySubscriberRequestSchema,
} from '@stride/shared/schemas';
import { loginResponseSchema } from '../http/responseSchemas';
import { emailSentResponseSchema } from './authResponseSchemas';
import type { AuthContext, ZodScope } from './AuthContext';
import { requestPasswordless, verifyPasswordless } from './passwordlessService';
import { requestPasswordReset, resetPassword } from './resetPasswordService';
import { requireOpenRegistration } from './requireOpenRegistration';
import { requirePasswordlessEnabled } from './requirePasswordlessEnabled';

const EMAIL_SENT: EmailSentResponse = { email_sent: true };

/**
 * Signing in by email: passwordless links and codes (only in apps that turned them on: otherwise 404
 * passwordless_not_available), and password resets.
 */
export function emailSignInRoutes(scope: ZodScope, ctx: AuthContext): void {
  const passwordless = { onRequest: requirePasswordlessEnabled };

  /** POST /auth/passwordless/request {email} → {email_sent: true}, member or not. */
  scope.post(
    '/auth/passwordless/request',
    { ...passwordless, schema: { body: passwordlessRequestSchema, response: { 200: emailSentResponseSchema } } },
    async (request) => {
      await requestPasswordless(ctx, request, request.body.email);
      return EMAIL_SENT;
    },
  );

  /** POST /auth/passwordless/verify {token, email?} → the login response. */
  scope.post(
    '/auth/passwordless/verify',
    { ...passwordless, schema: { body: passwordlessVerifyRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => verifyPasswordless(ctx, request, request.body),
  );

  /**
   * POST /auth/verify_subscriber {email, name} → {email_sent: true}; the link registers the member, with
   * that name, when new. 403 registration_closed in an app only its owner adds members to.
   */
  scope.post(
    '/auth/verify_subscriber',
    { ...passwordless, schema: { body: verifySubscriberRequestSchema, response: { 200: emailSentResponseSchema } } },
    async (request) => {
      requireOpenRegistration(request.app);
      await requestPasswordless(ctx, request, request.body.email, request.body.name);
      return EMAIL_SENT;
    },
  );

  /** GET /auth/reset_password ?email → {email_sent: true}, member or not. */
  scope.get(
    '/auth/reset_password',
    { schema: { querystring: resetPasswordQuerySchema, response: { 200: emailSentResponseSchema } } },
    async (request) => {
      await requestPasswordReset(ctx, request, request.query.email);
      return EMAIL_SENT;
    },
  );

  /** POST /auth/reset_password {token, password, password_confirmation} → the login response (signed in). */
  scope.post(
    '/auth/reset_password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => resetPassword(ctx, request, request.body),
  );
}
