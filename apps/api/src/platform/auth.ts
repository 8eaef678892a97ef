import { USER_TYPES, type UserType } from '@rds/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/users/presenter.js';
import { AppError, forbidden, unauthenticated } from './errors.js';

/** Who is calling: the session's user, and the administrator really acting when it is an impersonation. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  actor: { _id: string; name: string; type: UserType } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The user types that may call this route; all when absent. */
    allow?: readonly UserType[];
  }
}

export type SessionResolver = (token: string) => Promise<AuthContext>;

/**
 * The guard of every `/api/{usertype}/...` route: the path's user type must exist and be the
 * token's own (403 otherwise), the session must be live, and the route must allow that type.
 */
export function createAuthGuard(resolveSession: SessionResolver) {
  return async function authenticate(request: FastifyRequest) {
    const pathType = (request.params as { usertype?: string }).usertype ?? '';
    if (!(USER_TYPES as readonly string[]).includes(pathType)) {
      throw new AppError('NOT_FOUND', 'api.error.noPortal', { portal: pathType });
    }
    const header = request.headers.authorization?.trim();
    if (!header) throw unauthenticated();
    const token = header.replace(/^Bearer\s+/i, '');
    const auth = await resolveSession(token);
    if (auth.user.type !== pathType) {
      throw forbidden('api.error.wrongPortal', { portal: pathType, type: auth.user.type });
    }
    const allow = request.routeOptions.config.allow;
    if (allow && !allow.includes(auth.user.type)) throw forbidden();
    request.auth = auth;
  };
}
