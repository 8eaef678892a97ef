/**
 * Stable error codes. The web branches on these (never on message text);
 * the API maps each to its HTTP status in one place.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  WRONG_STATUS: 409,
  /** The record changed since the caller was shown it (a decision names the version it saw). */
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /** A query ran past the database's statement timeout (STATEMENT_TIMEOUT_MS). */
  TIMEOUT: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
