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

export const API_BASE = '/api';
