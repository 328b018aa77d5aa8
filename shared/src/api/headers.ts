/** Request headers of spec §7 / DESIGN.md "API". The API reads the same names. */
export const HEADERS = {
  appSlug: 'x-app-slug',
  sessionId: 'x-session-id',
  deviceId: 'x-device-id',
  originHref: 'x-origin-href',
  standalone: 'x-standalone',
  nativeApp: 'x-native-app',
  clientHeight: 'x-client-height',
  clientWidth: 'x-client-width',
  userEmail: 'x-user-email',
  userToken: 'x-user-token',
} as const;

/**
 * Sent by the app with a request whose denial it expects and draws (a locked page: GET /api/__{path}/index.json).
 * The API then answers a denial 200 `{ access_denied: PageAccessDeniedBody }` instead of 403, which browsers
 * log as a console error; other clients keep the 403 of spec §7. ApiClient.getExpectingDenial reads it back as
 * the same ApiError(403).
 */
export const DENIAL_AS_ANSWER_HEADER = 'x-denial-as-answer';

export const API_BASE = '/api';
