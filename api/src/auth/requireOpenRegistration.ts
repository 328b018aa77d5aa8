import { isRegistrationOpen } from '@stride/shared';
import type { AppRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { appAccess } from '../globalConfig/buildGlobalConfig';

/** Whether strangers may become members of `app`: not in a private app, unless it is sold by subscription. */
export function registrationOpen(app: Pick<AppRow, 'access'>): boolean {
  return isRegistrationOpen(appAccess(app.access));
}

/** 403 registration_closed where only the owner adds members; existing members still sign in. */
export function requireOpenRegistration(app: Pick<AppRow, 'access'>): void {
  if (!registrationOpen(app)) throw new AppError('registration_closed');
}
