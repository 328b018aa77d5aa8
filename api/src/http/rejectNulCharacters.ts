import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/AppError';

/** The dotted path of the first string holding a NUL character, or null. Iterative: bodies may nest deeply. */
export function nulCharacterPath(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * preValidation hook for every route (buildApp): Postgres text cannot hold NUL, so a value with one
 * would fail in the database (a 500 with a logged stack) instead of in validation. It is refused up
 * front as invalid input, naming the field, whatever the route's schema says.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const path = nulCharacterPath(value);
    if (path !== null)
      throw new AppError('invalid_input', 'Field contains a character that is not allowed.', { field: path || part });
  }
}
