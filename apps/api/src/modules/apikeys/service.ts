import { createHash, randomBytes } from 'node:crypto';
import { API_KEYS, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ListQuery } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/service.js';
import * as repo from './repository.js';

const DAY_MS = 24 * 3600_000;

/** A key is found by its SHA-256: it is 32 random bytes, so no slower hash is needed to keep it safe. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export function presentApiKey(row: repo.ApiKeyRow, now = Date.now()): ApiKey {
  return {
    _id: row._id,
    name: row.name,
    scope: row.scope,
    start: row.start,
    status: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every refusal of a key looks the same: unknown, expired, revoked, or its owner deactivated. */
const invalidKey = () => new AppError('apiKey.invalid', 'api.apiKey.invalid');

export function createApiKeyService(db: Database) {
  const findKey = repo.keyFinder(db);

  return {
    /** A new key for the caller's own systems; the key is in this answer and nowhere else, ever. */
    async create(auth: AuthContext, input: ApiKeyCreate): Promise<ApiKeyCreated> {
      // A key outlives any session: an administrator acting as someone may not mint one in their name.
      if (auth.actor) throw forbidden('api.apiKey.notWhileActing');
      const expiresAt = new Date(input.expiresAt);
      const now = Date.now();
      if (expiresAt.getTime() <= now) throw badRequest('api.apiKey.expiryPast');
      if (expiresAt.getTime() > now + API_KEYS.maxDays * DAY_MS) throw badRequest('api.apiKey.expiryTooFar', { days: API_KEYS.maxDays });
      const key = API_KEYS.prefix + randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        await repo.lockUserKeys(tx, auth.user._id);
        if ((await repo.countLiveKeys(tx, auth.user._id)) >= API_KEYS.maxLive)
          throw conflict('apiKey.tooMany', 'api.apiKey.tooMany', { max: API_KEYS.maxLive });
        const inserted = await repo.insertKey(tx, {
          userId: auth.user._id,
          name: input.name,
          scope: input.scope,
          keyHash: hashOf(key),
          start: key.slice(0, API_KEYS.shownChars),
          expiresAt,
        });
        await recordAudit(tx, auth, {
          action: 'apikey.create',
          entityType: 'apikey',
          entityId: inserted._id,
          detail: { name: inserted.name, scope: inserted.scope, expiresAt: inserted.expiresAt.toISOString() },
        });
        return inserted;
      });
      return { ...presentApiKey(row), key };
    },

    async list(auth: AuthContext, query: Pick<ListQuery, 'limit' | 'skip'>) {
      const { rows, total } = await repo.listKeys(db, auth.user._id, query);
      const now = Date.now();
      return { apiKeys: rows.map((row) => presentApiKey(row, now)), total };
    },

    /** Ends a key at once: the next call made with it, in any process, is a 401. */
    async revoke(auth: AuthContext, id: string): Promise<ApiKey> {
      return db.transaction(async (tx) => {
        const revoked = await repo.revokeKey(tx, auth.user._id, id);
        if (!revoked) {
          const existing = await repo.findOwnKey(tx, auth.user._id, id);
          if (!existing) throw notFound('api.notFound.record', { name: 'apiKey' });
          throw conflict('apiKey.alreadyRevoked', 'api.apiKey.alreadyRevoked', { name: existing.name });
        }
        await recordAudit(tx, auth, { action: 'apikey.revoke', entityType: 'apikey', entityId: id, detail: { name: revoked.name } });
        return presentApiKey(revoked);
      });
    },

    /**
     * Turns a key into its owner, or the one 401 every bad key gets. The same work is done whatever
     * the key: hash it, look the hash up; a key's secret part never meets a comparison that could
     * time it.
     */
    async resolve(key: string): Promise<AuthContext> {
      const found = await findKey(hashOf(key));
      if (!found || found.key.revokedAt || found.key.expiresAt.getTime() <= Date.now() || !found.user.isActive) throw invalidKey();
      const lastUsed = found.key.lastUsedAt?.getTime() ?? 0;
      if (Date.now() - lastUsed > 60_000) await repo.touchKey(db, found.key._id);
      return {
        user: found.user,
        sessionId: null,
        actor: null,
        apiKey: { _id: found.key._id, name: found.key.name, scope: found.key.scope },
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
