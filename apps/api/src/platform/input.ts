import { NO_NUL_KEY } from '@rds/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/** Whether a parsed JSON value, query or params holds a NUL character in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Behind the contract's text schemas, one guard for every route: a NUL character anywhere in the
 * path, query or JSON body is a 400. PostgreSQL cannot store one, so it must never reach a query.
 */
export async function refuseNul(request: FastifyRequest) {
  if (request.url.includes('%00') || holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
    throw badRequest(NO_NUL_KEY);
  }
}
