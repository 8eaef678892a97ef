import { ERROR_REASONS, ERROR_STATUS, issueParams, type ErrorCode, type ErrorReason, type ReasonOf } from '@rds/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage, translate, type ApiMessageParams } from './i18n.js';

/**
 * The one error type of the API: a stable reason a program branches on (the contract's
 * ERROR_REASONS, which gives its code and so its HTTP status) and a message a person can act on,
 * named by its catalogue key and parameters; it is rendered in the request's language when it
 * leaves (its `message` is the English, for logs).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(
    readonly reason: ErrorReason,
    readonly key: string,
    readonly params?: ApiMessageParams,
  ) {
    super(translate('en', key, params));
    this.code = ERROR_REASONS[reason].code;
    this.status = ERROR_STATUS[this.code];
  }
}

/**
 * The common refusals, each with its reason; any other situation is `new AppError(reason, key, params)`.
 * `badRequest`: a rule of the input broken, the message says which field or line.
 */
export const badRequest = (key: string, params?: ApiMessageParams) => new AppError('input.invalid', key, params);
export const unauthenticated = (key = 'api.error.signInFirst') => new AppError('auth.signInFirst', key);
export const forbidden = (key = 'api.error.notAllowed', params?: ApiMessageParams) => new AppError('auth.forbidden', key, params);
/** `key` names the whole sentence: `api.notFound.order` is "That order was not found". */
export const notFound = (key: string, params?: ApiMessageParams) => new AppError('record.notFound', key, params);
/** A 409 names which conflict, one of the CONFLICT reasons: `conflict('record.inUse', 'api.products.inUse', { ... })`. */
export const conflict = (reason: ReasonOf<'CONFLICT'>, key: string, params?: ApiMessageParams) => new AppError(reason, key, params);
/** The first issue of a failed safeParse of a contract schema, as a 400 with its own parameters. */
export const invalidInput = (issue: { message: string }) => badRequest(issue.message, issueParams(issue));

/** Fastify's own error codes that are the client's fault, with the reason and message they deserve. */
export const FASTIFY_ERRORS: Record<string, { reason: ErrorReason; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { reason: 'request.malformed', message: 'api.error.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { reason: 'request.malformed', message: 'api.error.emptyJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { reason: 'request.tooLarge', message: 'api.error.requestTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { reason: 'request.unsupportedType', message: 'api.error.contentType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { reason: 'request.malformed', message: 'api.error.contentLength' },
  FST_REQ_FILE_TOO_LARGE: { reason: 'request.tooLarge', message: 'api.error.fileTooLarge' },
  FST_FILES_LIMIT: { reason: 'request.malformed', message: 'api.error.oneFile' },
  FST_PARTS_LIMIT: { reason: 'request.malformed', message: 'api.error.tooManyFields' },
  FST_FIELDS_LIMIT: { reason: 'request.malformed', message: 'api.error.tooManyFields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { reason: 'request.unsupportedType', message: 'api.error.multipart' },
  FST_PROTO_VIOLATION: { reason: 'request.malformed', message: 'api.error.forbiddenField' },
};

/**
 * Postgres error codes that come from a request racing another, from a rule the service missed, or
 * from a value the columns cannot hold (the contract caps what it accepts; these are the last line).
 */
export const PG_ERRORS: Record<string, { reason: ErrorReason; message: string }> = {
  '22001': { reason: 'input.invalid', message: 'api.error.textTooLong' },
  '22003': { reason: 'input.invalid', message: 'api.error.numberTooLarge' },
  '22007': { reason: 'input.invalid', message: 'api.error.dateInvalid' },
  '22008': { reason: 'input.invalid', message: 'api.error.dateOutOfRange' },
  '22021': { reason: 'input.invalid', message: 'api.error.badCharacters' },
  '22P02': { reason: 'input.invalid', message: 'api.error.badForm' },
  '22P05': { reason: 'input.invalid', message: 'api.error.badCharacters' },
  '54000': { reason: 'input.invalid', message: 'api.error.textTooLong' },
  '23505': { reason: 'record.alreadyExists', message: 'api.error.alreadyExists' },
  '23503': { reason: 'record.inUse', message: 'api.error.stillInUse' },
  '23514': { reason: 'record.ruleBroken', message: 'api.error.stockRule' },
  '40001': { reason: 'db.concurrent', message: 'api.error.concurrent' },
  '40P01': { reason: 'db.concurrent', message: 'api.error.concurrent' },
  // The statement timeout (STATEMENT_TIMEOUT_MS) cancelled a query: logged as a 5xx, answered plainly.
  '57014': { reason: 'db.timeout', message: 'api.error.timeout' },
};

/**
 * pg's pool gave no connection within its connectionTimeoutMillis (STATEMENT_TIMEOUT_MS): every
 * connection busy, or the server slow to accept one. Its errors carry no code, only these words.
 */
const POOL_TIMEOUTS = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

export function toAppError(error: FastifyError & { cause?: unknown }): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const where = error.validationContext ?? 'request';
    if (first.instancePath === '/' && first.keyword === 'invalid_type') {
      return badRequest(where === 'body' ? 'api.error.bodyNotObject' : 'api.error.partInvalid', { where });
    }
    return badRequest(first.message ?? 'api.error.requestInvalid', issueParams(first.params ?? {}));
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.reason, known.message);
  // @fastify/rate-limit's answer (errorResponseBuilder in app.ts and auth/routes.ts), already in the reader's language.
  if (error.statusCode === 429) return new AppError('rateLimit.tooMany', error.message);
  // Drizzle wraps driver errors; the Postgres code sits on the cause.
  const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  const pgKnown = pgCode ? PG_ERRORS[pgCode] : undefined;
  if (pgKnown) return new AppError(pgKnown.reason, pgKnown.message);
  if (POOL_TIMEOUTS.has(error.message) || POOL_TIMEOUTS.has((error.cause as Error | undefined)?.message ?? ''))
    return new AppError('db.timeout', 'api.error.busy');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? 'route.notFound' : 'request.malformed', error.message);
  }
  return null;
}

/**
 * What of an error may go to the log. A database error (Drizzle's wraps the driver's) carries the
 * SQL and its parameter values, which hold personal data: only its codes and names are kept.
 */
export function loggableError(error: unknown): unknown {
  const e = error as { name?: string; query?: unknown; params?: unknown; code?: string; cause?: unknown };
  const cause = e?.cause as { code?: string; constraint?: string; table?: string; column?: string; routine?: string; severity?: string } | undefined;
  const isDatabase = e?.query !== undefined || e?.params !== undefined || (typeof cause?.code === 'string' && cause?.routine !== undefined);
  if (!isDatabase) return error;
  return {
    type: e.name ?? 'DatabaseError',
    code: cause?.code ?? e.code,
    constraint: cause?.constraint,
    table: cause?.table,
    column: cause?.column,
    routine: cause?.routine,
    severity: cause?.severity,
  };
}

/** An error as it leaves: `{ success: false, message, code, reason, data: null }`, the message in the reader's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const message = translate(requestLanguage(request), error.key, error.params);
  return reply.status(error.status).send({ success: false, message, code: error.code, reason: error.reason, data: null });
}

/** Every error leaves by `sendError`; an unknown one as `internal`, logged, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (!known || known.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(request, reply, known ?? new AppError('internal', 'api.error.internal'));
  });
}
