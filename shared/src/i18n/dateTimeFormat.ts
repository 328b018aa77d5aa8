/**
 * A date formatter in the member's language and time zone. A zone the runtime does not know (an old or
 * mistyped profile value) falls back to the device's zone rather than breaking the page.
 */
export function dateTimeFormat(
  language: string,
  timeZone: string | null,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      // RangeError: unknown time zone.
    }
  }
  return new Intl.DateTimeFormat(language, options);
}
