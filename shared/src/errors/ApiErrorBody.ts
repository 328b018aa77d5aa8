/** Error shape of every API response that is not 2xx (DESIGN.md "API"). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** For 400: the field that was wrong, as a dotted path. */
    field?: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
