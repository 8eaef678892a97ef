import { ERROR_STATUS, issueParams, type ErrorCode } from '@rds/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage, translate, type ApiMessageParams } from './i18n.js';

/**
 * The one error type of the API: a stable code (mapped to its HTTP status) and a message a person can
 * act on, named by its catalogue key and parameters; it is rendered in the request's language when
 * it leaves (its `message` is the English, for logs).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly params?: ApiMessageParams,
  ) {
    super(translate('en', key, params));
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (key: string, params?: ApiMessageParams) => new AppError('VALIDATION', key, params);
export const unauthenticated = (key = 'api.error.signInFirst') => new AppError('UNAUTHENTICATED', key);
export const forbidden = (key = 'api.error.notAllowed', params?: ApiMessageParams) => new AppError('FORBIDDEN', key, params);
/** `key` names the whole sentence: `api.notFound.order` is "That order was not found". */
export const notFound = (key: string, params?: ApiMessageParams) => new AppError('NOT_FOUND', key, params);
export const conflict = (key: string, params?: ApiMessageParams) => new AppError('CONFLICT', key, params);
/** The first issue of a failed safeParse of a contract schema, as a 400 with its own parameters. */
export const invalidInput = (issue: { message: string }) => badRequest(issue.message, issueParams(issue));

/** Fastify's own error codes that are the client's fault, with the status and message they deserve. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'api.error.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'api.error.emptyJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'api.error.requestTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.error.contentType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'api.error.contentLength' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'api.error.fileTooLarge' },
  FST_FILES_LIMIT: { code: 'BAD_REQUEST', message: 'api.error.oneFile' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', message: 'api.error.tooManyFields' },
  FST_FIELDS_LIMIT: { code: 'BAD_REQUEST', message: 'api.error.tooManyFields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.error.multipart' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'api.error.forbiddenField' },
};

/**
 * Postgres error codes that come from a request racing another, from a rule the service missed, or
 * from a value the columns cannot hold (the contract caps what it accepts; these are the last line).
 */
const PG_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '22001': { code: 'VALIDATION', message: 'api.error.textTooLong' },
  '22003': { code: 'VALIDATION', message: 'api.error.numberTooLarge' },
  '22007': { code: 'VALIDATION', message: 'api.error.dateInvalid' },
  '22008': { code: 'VALIDATION', message: 'api.error.dateOutOfRange' },
  '22021': { code: 'VALIDATION', message: 'api.error.badCharacters' },
  '22P02': { code: 'VALIDATION', message: 'api.error.badForm' },
  '22P05': { code: 'VALIDATION', message: 'api.error.badCharacters' },
  '54000': { code: 'VALIDATION', message: 'api.error.textTooLong' },
  '23505': { code: 'CONFLICT', message: 'api.error.alreadyExists' },
  '23503': { code: 'CONFLICT', message: 'api.error.stillInUse' },
  '23514': { code: 'CONFLICT', message: 'api.error.stockRule' },
  '40001': { code: 'CONFLICT', message: 'api.error.concurrent' },
  '40P01': { code: 'CONFLICT', message: 'api.error.concurrent' },
  // The statement timeout (STATEMENT_TIMEOUT_MS) cancelled a query: logged as a 5xx, answered plainly.
  '57014': { code: 'TIMEOUT', message: 'api.error.timeout' },
};

/**
 * pg's pool gave no connection within its connectionTimeoutMillis (STATEMENT_TIMEOUT_MS): every
 * connection busy, or the server slow to accept one. Its errors carry no code, only these words.
 */
const POOL_TIMEOUTS = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

function toAppError(error: FastifyError & { cause?: unknown }): AppError | null {
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
  if (known) return new AppError(known.code, known.message);
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS', error.message);
  // Drizzle wraps driver errors; the Postgres code sits on the cause.
  const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  const pgKnown = pgCode ? PG_ERRORS[pgCode] : undefined;
  if (pgKnown) return new AppError(pgKnown.code, pgKnown.message);
  if (POOL_TIMEOUTS.has(error.message) || POOL_TIMEOUTS.has((error.cause as Error | undefined)?.message ?? ''))
    return new AppError('TIMEOUT', 'api.error.busy');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
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

/** Every error leaves as `{ success: false, message, code, data: null }`; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      const message = translate(requestLanguage(request), known.key, known.params);
      return reply.status(known.status).send({ success: false, message, code: known.code, data: null });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    const message = translate(requestLanguage(request), 'api.error.internal');
    return reply.status(500).send({ success: false, message, code: 'INTERNAL', data: null });
  });
}
