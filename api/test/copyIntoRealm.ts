/**
 * A deep copy of `value` built from the intrinsics (Array, Object, Date, Uint8Array) of the realm this
 * module was loaded in. The api project's PGlite lives in the Jest worker's realm while each test file
 * runs in a realm of its own: without the copy, `instanceof Date`, zod and toStrictEqual would see
 * foreign objects in query parameters and results.
 */
export function copyIntoRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from(value, copyIntoRealm);
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as Uint8Array);
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copyIntoRealm(entry)]));
}

/**
 * An error thrown in the other realm as an Error of this one, with the same message, name, stack and
 * fields (a Postgres error's `code`, `constraint`…), so `instanceof Error` walks of `cause` still find it.
 */
export function errorIntoRealm(error: unknown): unknown {
  if (error instanceof Error || error === null || typeof error !== 'object') return error;
  const foreign = error as Error;
  const copy = Object.assign(new Error(foreign.message), copyIntoRealm({ ...foreign }) as object);
  copy.name = foreign.name;
  copy.stack = foreign.stack;
  return copy;
}
