import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/AppError';

/**
 * onRequest hook of the email link and code routes: 404 passwordless_not_available unless the app turned
 * passwordless sign-in on (its global config says the same, so the modal never offers it there).
 */
export async function requirePasswordlessEnabled(request: FastifyRequest): Promise<void> {
  if (request.app.access.passwordless_enabled !== true) throw new AppError('passwordless_not_available');
}
