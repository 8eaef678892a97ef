import { ERROR_STATUS, type ErrorCode } from '@rds/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type of the API: a stable code (mapped to its HTTP status) and a message a person can act on. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const unauthenticated = (message = 'Please sign in to continue') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Fastify's own error codes that are the client's fault, with the status and message they deserve. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'That content type is not accepted here' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request length does not match its body' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { code: 'BAD_REQUEST', message: 'Send one file at a time' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', message: 'The form has too many fields' },
  FST_FIELDS_LIMIT: { code: 'BAD_REQUEST', message: 'The form has too many fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the form as multipart/form-data' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'The form has a forbidden field name' },
};

/**
 * Postgres error codes that come from a request racing another, from a rule the service missed, or
 * from a value the columns cannot hold (the contract caps what it accepts; these are the last line).
 */
const PG_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '22001': { code: 'VALIDATION', message: 'A text is too long to store; shorten it and try again' },
  '22003': { code: 'VALIDATION', message: 'A number is too large to store; check the units and prices' },
  '22007': { code: 'VALIDATION', message: 'A date is not valid; write it YYYY-MM-DD' },
  '22008': { code: 'VALIDATION', message: 'A date is out of range; write a real calendar date, YYYY-MM-DD' },
  '22021': { code: 'VALIDATION', message: 'A text holds characters that cannot be stored' },
  '22P02': { code: 'VALIDATION', message: 'A value is not in the form expected' },
  '22P05': { code: 'VALIDATION', message: 'A text holds characters that cannot be stored' },
  '54000': { code: 'VALIDATION', message: 'A text is too long to store; shorten it and try again' },
  '23505': { code: 'CONFLICT', message: 'That record already exists' },
  '23503': { code: 'CONFLICT', message: 'That record is still in use or refers to something that does not exist' },
  '23514': { code: 'CONFLICT', message: 'That change would break a rule of the stock records' },
  '40001': { code: 'CONFLICT', message: 'Someone else changed this at the same time; please try again' },
  '40P01': { code: 'CONFLICT', message: 'Someone else changed this at the same time; please try again' },
};

function toAppError(error: FastifyError & { cause?: unknown }): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const where = error.validationContext ?? 'request';
    if (first.instancePath === '/' && first.keyword === 'invalid_type') {
      return badRequest(where === 'body' ? 'Send the details as a JSON object' : `The ${where} is not valid`);
    }
    return badRequest(first.message ?? 'The request is not valid');
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS', error.message);
  // Drizzle wraps driver errors; the Postgres code sits on the cause.
  const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  const pgKnown = pgCode ? PG_ERRORS[pgCode] : undefined;
  if (pgKnown) return new AppError(pgKnown.code, pgKnown.message);
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
      return reply.status(known.status).send({ success: false, message: known.message, code: known.code, data: null });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', data: null });
  });
}
