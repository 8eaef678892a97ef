import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema.js';
import { countAll, page } from '../../platform/paging.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertKey(tx: Executor, values: typeof apiKeys.$inferInsert) {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Serialises the key creations of one user, so that the count of live keys cannot be raced past its cap. */
export async function lockUserKeys(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apikeys:${userId}`}, 0))`);
}

export async function countLiveKeys(tx: Executor, userId: string) {
  const [row] = await tx
    .select(countAll)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, sql`now()`)));
  return row?.total ?? 0;
}

/** A user's keys, newest first (api_keys_user_idx). */
export function listKeys(db: Executor, userId: string, query: { limit: number; skip: number }) {
  return page(
    db,
    (on) => ({
      rows: on.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys._id)).$dynamic(),
      count: on.select(countAll).from(apiKeys).where(eq(apiKeys.userId, userId)),
    }),
    query,
  );
}

/** Revokes one of a user's live keys; undefined when it is not theirs or was already revoked. */
export async function revokeKey(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys._id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export function findOwnKey(db: Executor, userId: string, id: string) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys._id, id), eq(apiKeys.userId, userId)))
    .then((rows) => rows[0]);
}

/** Finds a key by its hash, with its owner: one prepared statement per call made with a key. */
export function keyFinder(db: Database) {
  const query = db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users._id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .prepare('find_api_key');
  return (keyHash: string) => query.execute({ keyHash }).then((rows) => rows[0]);
}

/** Marks a key used now, unless another call (in any process) did within the last minute. */
export async function touchKey(db: Executor, id: string) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys._id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
