import { ApiError } from '@stride/shared';

/** The server's message (spec §8: auth calls pass it on); anything else, such as a lost connection, gets `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
