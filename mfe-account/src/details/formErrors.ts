import { ApiError } from '@stride/shared';

/** A failed save: the message for the field the API named, or for the form as a whole. */
export interface SaveError {
  field: string | null;
  message: string;
}

export function saveErrorOf(error: unknown, fallback: string): SaveError {
  if (error instanceof ApiError) return { field: error.field ?? null, message: error.message || fallback };
  return { field: null, message: fallback };
}

/** The message of `error` when it belongs to `field`. */
export function fieldError(error: SaveError | null, field: string): string | null {
  return error?.field === field ? error.message : null;
}
