/**
 * Stable error codes: the broad kind of refusal, each mapped to its HTTP status in one place.
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

/**
 * Every error answer names its situation by a stable `reason`, the key a program branches on
 * (never the message, which is translated and may be reworded). Each reason has one code, so its
 * HTTP status follows from it, and a one-line meaning the API document lists (docs/integrations.md).
 * Several messages may share a reason: the message says which field, lot or record.
 */
export const ERROR_REASONS = {
  'input.invalid': { code: 'VALIDATION', meaning: 'A field, parameter or line breaks a rule; the message says which and what to change.' },
  'request.malformed': { code: 'BAD_REQUEST', meaning: 'The body cannot be read: not JSON, empty, a wrong length, or a form with too many parts.' },
  'request.tooLarge': { code: 'PAYLOAD_TOO_LARGE', meaning: 'The body or its file is larger than the API takes.' },
  'request.unsupportedType': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    meaning: 'The content type is not taken here (send JSON, or multipart/form-data where a picture goes).',
  },
  'upload.wrongType': { code: 'UNSUPPORTED_MEDIA_TYPE', meaning: 'The file is not a picture of a type this field takes (PNG, GIF or JPEG), by its content.' },
  'auth.signInFirst': { code: 'UNAUTHENTICATED', meaning: 'No token, or one that is not valid: sign in.' },
  'auth.sessionEnded': { code: 'SESSION_EXPIRED', meaning: 'The session expired, was ended, or the administrator session it acts under ended: sign in again.' },
  'auth.accountInactive': { code: 'UNAUTHENTICATED', meaning: 'The account behind the token was deactivated.' },
  'auth.forbidden': { code: 'FORBIDDEN', meaning: 'This portal, record or action is not open to this user.' },
  'apiKey.invalid': { code: 'UNAUTHENTICATED', meaning: 'The API key is unknown, expired or revoked.' },
  'apiKey.sessionOnly': { code: 'FORBIDDEN', meaning: 'Only a person signed in may do this, never an API key.' },
  'apiKey.readOnly': { code: 'FORBIDDEN', meaning: 'The API key may only read; this call writes.' },
  'apiKey.tooMany': { code: 'CONFLICT', meaning: 'The user already has the most live keys allowed: revoke one first.' },
  'apiKey.alreadyRevoked': { code: 'CONFLICT', meaning: 'The key was already revoked.' },
  'signIn.codeWrong': { code: 'VALIDATION', meaning: 'The code is not right; the message says how many tries are left.' },
  'signIn.codeExpired': { code: 'VALIDATION', meaning: 'The code expired or was already used: ask for a new one.' },
  'signIn.tooManyTries': { code: 'TOO_MANY_REQUESTS', meaning: 'Too many wrong codes: the code no longer works; ask for a new one.' },
  'signIn.paused': { code: 'TOO_MANY_REQUESTS', meaning: 'Sign-in by code is paused for this address after too many wrong codes.' },
  'rateLimit.tooMany': {
    code: 'TOO_MANY_REQUESTS',
    meaning: 'Too many calls, codes or e-mail changes in a window: wait (Retry-After, or the message) and try again.',
  },
  'notifications.tooManyStreams': { code: 'TOO_MANY_REQUESTS', meaning: 'The user has the most live notification streams open: close one first.' },
  'notifications.ticketInvalid': { code: 'UNAUTHENTICATED', meaning: 'The stream ticket was used or expired: ask for a new one.' },
  'route.notFound': { code: 'NOT_FOUND', meaning: 'No such path or portal (a mistyped address, not a missing record).' },
  'record.notFound': { code: 'NOT_FOUND', meaning: 'The record named by the path or the body does not exist, or is not one of yours.' },
  'record.alreadyExists': { code: 'CONFLICT', meaning: 'A value that must be unique (an e-mail address, a product ID, a GTIN) is already taken.' },
  'record.inUse': { code: 'CONFLICT', meaning: 'Other records still refer to this one, so it cannot be deleted.' },
  'record.ruleBroken': { code: 'CONFLICT', meaning: 'The change would break a rule the database keeps on the stock records.' },
  'user.inactive': { code: 'CONFLICT', meaning: 'The account named is not active: activate it first.' },
  'stockRequest.openExists': { code: 'CONFLICT', meaning: 'The stock already has an open par-level request.' },
  'proposal.noLongerFits': { code: 'CONFLICT', meaning: 'The proposed lots no longer add up to what the stock needs now: the supplier revises them.' },
  'replacement.notReplacable': {
    code: 'CONFLICT',
    meaning: "The member has not agreed that the supplier may replace this stock's lots (isReplacable is false).",
  },
  'count.openExists': { code: 'CONFLICT', meaning: 'The location already has a count open or waiting for approval; the message names it.' },
  'recall.frozen': {
    code: 'CONFLICT',
    meaning: 'The lot is frozen by an active recall: its units may only be disposed of; the message names the recall and the lot.',
  },
  'recall.alreadyActive': { code: 'CONFLICT', meaning: 'Another active recall of the product already covers one of these lots; the message names it.' },
  'recall.unitsRemain': {
    code: 'CONFLICT',
    meaning: 'The recall cannot close while located units remain unaccounted for; the message says how many, on which lots.',
  },
  'recall.overRemaining': { code: 'CONFLICT', meaning: 'The disposition names more units than remain on the recalled lot.' },
  'recall.nothingToReplace': {
    code: 'CONFLICT',
    meaning: "No recalled units of the member's stock are left to replace: all were disposed of, or are held for a replacement or a transfer.",
  },
  'recall.replacementOpen': {
    code: 'CONFLICT',
    meaning: "A replacement of the recall's units is open on that stock: the member approves or denies it first; the message names it.",
  },
  'adjustment.notExpired': { code: 'CONFLICT', meaning: 'An EXPIRED write-off names a lot that has not expired yet: choose another reason.' },
  'ledger.belowHeld': {
    code: 'CONFLICT',
    meaning:
      'The adjustment would take a lot below zero or below the units held for pending transfers or replacements; the message names the lot and what holds it.',
  },
  'ledger.tooFewUnits': { code: 'CONFLICT', meaning: 'A lot has fewer units available than the call takes (some may be held for a transfer).' },
  'transition.wrongStatus': {
    code: 'WRONG_STATUS',
    meaning: "The record's status does not allow this (already decided, or not at that step yet): read it again.",
  },
  'version.stale': { code: 'STALE_VERSION', meaning: 'The record changed since the version the decision names: read it again, then decide.' },
  'db.concurrent': { code: 'CONFLICT', meaning: 'Another call changed the same records at the same moment: try again.' },
  'db.timeout': { code: 'TIMEOUT', meaning: 'The database took too long or was too busy: narrow the search or try again.' },
  internal: { code: 'INTERNAL', meaning: 'Something went wrong on our side; the log has it.' },
} as const satisfies Record<string, { code: ErrorCode; meaning: string }>;
export type ErrorReason = keyof typeof ERROR_REASONS;
/** The reasons of one code: `ReasonOf<'CONFLICT'>`. */
export type ReasonOf<C extends ErrorCode> = { [R in ErrorReason]: (typeof ERROR_REASONS)[R]['code'] extends C ? R : never }[ErrorReason];
