/**
 * Every error code the API answers with, its HTTP status and default message. Codes are part of the
 * API contract (clients branch on them), so they are declared here once and nowhere else.
 */
export const ERROR_CODES = {
  invalid_input: { status: 400, message: 'Invalid input' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON' },
  malformed_request: { status: 400, message: 'The request is not valid HTTP.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  not_signed_in: { status: 401, message: 'You need to sign in' },
  invalid_session: { status: 401, message: 'Your session is not valid, please sign in again' },
  invalid_credentials: { status: 401, message: 'Email or password is incorrect.' },
  invalid_provider_token: { status: 401, message: 'We could not verify your sign-in with this provider.' },
  invalid_login_token: { status: 400, message: 'This link or code is invalid or has expired.' },
  password_not_set: {
    status: 409,
    message: 'This account has no password yet. Sign in with an email link or code, or reset your password.',
  },
  provider_mismatch: { status: 409, message: 'This email signs in another way.' },
  email_taken: { status: 409, message: 'This email address already exists, login to continue' },
  setup_required: { status: 403, message: 'Finish setting up your account first: set a password and your name.' },
  registration_closed: {
    status: 403,
    message: 'This app is private: only members its owner added can sign in. Ask the owner for access.',
  },
  passwordless_not_available: { status: 404, message: 'Signing in with an email link is not available for this app.' },
  social_not_available: { status: 404, message: 'This sign-in option is not available for this app.' },
  email_not_sent: { status: 503, message: 'We could not send the email. Please try again.' },
  image_empty: { status: 400, message: 'File is empty' },
  invalid_image_type: { status: 415, message: 'Invalid image type' },
  image_too_large: { status: 413, message: 'Image too large. Max size 15 MB' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },
  access_denied: { status: 403, message: "You don't have access" },
  not_found: { status: 404, message: 'Not found' },
  app_not_found: { status: 404, message: 'App not found' },
  page_not_found: { status: 404, message: 'Page Not Found' },
  program_not_found: { status: 404, message: 'Program Not Found' },
  stage_not_found: { status: 404, message: 'This stage is not part of the program' },
  pack_not_found: { status: 404, message: 'Pack not found' },
  event_occurrence_not_found: { status: 404, message: 'Event not found' },
  overlay_not_found: { status: 404, message: 'Overlay not found' },
  block_not_found: { status: 404, message: 'Block not found' },
  unknown_content_type: { status: 404, message: 'Unknown content type' },
  subscription_not_found: { status: 404, message: 'Subscription not found' },
  member_not_found: { status: 404, message: 'Member not found' },
  property_not_found: { status: 404, message: 'This property does not exist' },
  wrong_current_password: { status: 400, message: 'Your current password is not correct.' },
  invalid_deletion_code: { status: 400, message: 'This code is invalid or has expired.' },
  cannot_block_self: { status: 400, message: 'You cannot block yourself' },
  method_not_allowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: 'This conflicts with existing data' },
  precondition_failed: { status: 412, message: 'The file has changed since the version the request names' },
  payload_too_large: { status: 413, message: 'The request is too large' },
  unsupported_media_type: { status: 415, message: 'Send JSON with Content-Type: application/json' },
  range_not_satisfiable: { status: 416, message: 'The requested range is outside the file' },
  rate_limited: { status: 429, message: 'Too many requests, please try again later' },
  server_busy: { status: 503, message: 'The server is busy. Please try again in a moment.' },
  internal_error: { status: 500, message: 'An unexpected error occurred.' },
  service_unavailable: { status: 503, message: 'The service is not available' },
  operator_unauthorized: { status: 401, message: 'Send the operator token as Authorization: Bearer <token>' },
  unknown_remote: { status: 404, message: 'This remote has no release' },
  unknown_version: { status: 404, message: 'This version of the remote was never released' },
  release_files_missing: { status: 404, message: 'The release folder is missing from the data dir' },
  version_conflict: { status: 409, message: 'This version was already released with another URL' },
  no_canary: { status: 409, message: 'This remote has no canary' },
  canary_is_stable: { status: 409, message: 'This version is already the stable version' },
  nothing_to_roll_back: { status: 409, message: 'There is no canary and no earlier stable version to roll back to' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code used for a status that came from elsewhere (Fastify itself, a plugin). */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code].status === status);
  if (match) return match;
  return status >= 500 ? 'internal_error' : 'invalid_input';
}
