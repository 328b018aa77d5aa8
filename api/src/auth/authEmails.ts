import type { FastifyBaseLogger } from 'fastify';
import { AUTH_LINK_PARAMS, DELETE_ACCOUNT_PATH } from '@stride/shared';
import type { AppRow } from '../db/schema';
import type { Mailer, OutgoingEmail } from '../email/Mailer';
import { AppError } from '../errors/AppError';
import { appPublicUrl } from '../tenancy/appPublicUrl';

export interface AuthMailContext {
  mailer: Mailer;
  /** PUBLIC_URL: links point at the app's own origin (appPublicUrl), never at a request header. */
  publicUrl: string;
  app: AppRow;
  to: string;
  locale: string;
}

/** `https://<app origin>/?<param>=<token>#auth`: the app opens #auth and finishes the step. */
function authLink({ publicUrl, app }: AuthMailContext, param: string, token: string): string {
  return `${appPublicUrl(publicUrl, app)}/?${param}=${encodeURIComponent(token)}#auth`;
}

function envelope({ app, to, locale }: AuthMailContext): Pick<OutgoingEmail, 'appId' | 'appName' | 'to' | 'locale'> {
  return { appId: app.id, appName: app.name, to, locale };
}

/** A sign-in email that did not go out is a 503 email_not_sent: the member can ask again. */
async function sendOrFail(context: AuthMailContext, email: OutgoingEmail): Promise<void> {
  try {
    await context.mailer.send(email);
  } catch (cause) {
    throw new AppError('email_not_sent', undefined, { cause });
  }
}

export function sendPasswordlessEmail(context: AuthMailContext, token: string, code: string): Promise<void> {
  return sendOrFail(context, {
    ...envelope(context),
    template: 'passwordless',
    link: authLink(context, AUTH_LINK_PARAMS.passwordlessToken, token),
    code,
  });
}

export function sendResetPasswordEmail(context: AuthMailContext, token: string): Promise<void> {
  return sendOrFail(context, {
    ...envelope(context),
    template: 'reset_password',
    link: authLink(context, AUTH_LINK_PARAMS.resetToken, token),
  });
}

/** To the new address of an email change: its link confirms the change. */
export function sendConfirmEmailChangeEmail(context: AuthMailContext, token: string): Promise<void> {
  return sendOrFail(context, {
    ...envelope(context),
    template: 'confirm_email',
    link: authLink(context, AUTH_LINK_PARAMS.emailChangeToken, token),
  });
}

/** To a member who asked to delete their account: the code that confirms it. */
export function sendDeleteAccountEmail(context: AuthMailContext, code: string): Promise<void> {
  const link = `${appPublicUrl(context.publicUrl, context.app)}${DELETE_ACCOUNT_PATH}`;
  return sendOrFail(context, { ...envelope(context), template: 'delete_account', code, link });
}

/** A welcome is a courtesy: when it cannot be sent, the sign-up still succeeds and the failure is logged. */
export async function sendWelcomeEmail(context: AuthMailContext, name: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await context.mailer.send({
      ...envelope(context),
      template: 'welcome',
      name,
      link: `${appPublicUrl(context.publicUrl, context.app)}/`,
    });
  } catch (error) {
    log.warn({ err: error, appId: context.app.id }, 'welcome email not sent');
  }
}
