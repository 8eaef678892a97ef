import { API_KEYS, USER_TYPES, type ApiKeyScope, type UserType } from '@rds/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodObject } from 'zod';
import type { UserRow } from '../modules/users/presenter.js';
import { AppError, forbidden, unauthenticated } from './errors.js';

/**
 * Who is calling: the user, and either their session (and the administrator really acting when
 * it is an impersonation) or the API key their system called with.
 */
export interface AuthContext {
  user: UserRow;
  /** The session's id; null for a call made with an API key. */
  sessionId: string | null;
  actor: { _id: string; name: string; type: UserType } | null;
  /** The key a system called with (docs/integrations.md); null for a person's session. */
  apiKey: { _id: string; name: string; scope: ApiKeyScope } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The user types that may call this route; all when absent. */
    allow?: readonly UserType[];
    /**
     * Only a person signed in may call this route, never an API key: signing out, acting as
     * someone, changing the e-mail address, managing keys.
     */
    sessionOnly?: boolean;
    /** The route also takes a one-use `?ticket=` instead of the header (a browser's EventSource cannot send one). */
    ticket?: boolean;
    /**
     * A multipart form's fields and its one file, for the API document only: the form is read by
     * `readMultipartForm` and checked by the service with these same fields' schema.
     */
    form?: { fields: ZodObject; file: string };
  }
}

export type CredentialResolver = (credential: string) => Promise<AuthContext>;

/** The methods a read-only key may call. */
const READS = new Set(['GET', 'HEAD']);

/** The session of a call that the guard let through as session-only. */
export function sessionOf(auth: AuthContext): string {
  if (!auth.sessionId) throw new AppError('apiKey.sessionOnly', 'api.apiKey.sessionOnly');
  return auth.sessionId;
}

/**
 * The guard of every `/api/{usertype}/...` route: the path's user type must exist and be the
 * caller's own (403 otherwise), the session or key must be live, the route must allow that type,
 * and a key must have the scope and the route must take keys.
 */
export function createAuthGuard(resolve: { session: CredentialResolver; apiKey: CredentialResolver; ticket: CredentialResolver }) {
  return async function authenticate(request: FastifyRequest) {
    const pathType = (request.params as { usertype?: string }).usertype ?? '';
    if (!(USER_TYPES as readonly string[]).includes(pathType)) {
      throw new AppError('route.notFound', 'api.error.noPortal', { portal: pathType });
    }
    const config = request.routeOptions.config;
    const header = request.headers.authorization?.trim();
    const ticket = config.ticket ? (request.query as { ticket?: unknown }).ticket : undefined;
    let auth: AuthContext;
    if (header) {
      const credential = header.replace(/^Bearer\s+/i, '');
      auth = await (credential.startsWith(API_KEYS.prefix) ? resolve.apiKey : resolve.session)(credential);
    } else if (typeof ticket === 'string') {
      auth = await resolve.ticket(ticket);
    } else {
      throw unauthenticated();
    }
    if (auth.user.type !== pathType) {
      throw forbidden('api.error.wrongPortal', { portal: pathType, type: auth.user.type });
    }
    if (config.allow && !config.allow.includes(auth.user.type)) throw forbidden();
    if (auth.apiKey) {
      if (config.sessionOnly) throw new AppError('apiKey.sessionOnly', 'api.apiKey.sessionOnly');
      if (auth.apiKey.scope === 'read' && !READS.has(request.method)) throw new AppError('apiKey.readOnly', 'api.apiKey.readOnly', { name: auth.apiKey.name });
    }
    request.auth = auth;
  };
}
