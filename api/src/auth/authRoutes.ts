import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@stride/shared';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from '../email/Mailer';
import { AppError } from '../errors/AppError';
import { firstHeaderValue } from '../http/firstHeaderValue';
import { findSessionUser } from './sessionTokens';
import { loginResponse } from './loginResponse';

export interface AuthRoutesOptions {
  db: AppDatabase;
  mailer: Mailer;
  /** For links in emails (see appPublicUrl). */
  publicUrl: string;
}

export async function authRoutes(scope: FastifyInstance, { db }: AuthRoutesOptions): Promise<void> {
  /** POST /api/auth/verify: a stored session (X-User-Email + X-User-Token) → the login response, or 401. */
  scope.post('/auth/verify', async (request) => {
    const email = firstHeaderValue(request, HEADERS.userEmail);
    const token = firstHeaderValue(request, HEADERS.userToken);
    if (!email || !token) throw new AppError('invalid_session');
    const user = await findSessionUser(db, request.app.id, email, token);
    if (!user) throw new AppError('invalid_session');
    return loginResponse(user, token);
  });
}
