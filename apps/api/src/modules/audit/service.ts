import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { countEventsSince, insertAuditEvent } from './repository.js';

export { countEventsSince };

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Records who did what, inside the caller's transaction. Under impersonation the session's user
 * and the administrator really acting are both kept; a call made with an API key names the key.
 */
export async function recordAudit(tx: Executor, auth: (Pick<AuthContext, 'user' | 'actor'> & Partial<Pick<AuthContext, 'apiKey'>>) | null, entry: AuditEntry) {
  await insertAuditEvent(tx, {
    userId: auth?.user._id ?? null,
    actorId: auth ? (auth.actor?._id ?? auth.user._id) : null,
    apiKeyId: auth?.apiKey?._id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? null,
  });
}
