import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

/**
 * A `@fastify/rate-limit` store kept in PostgreSQL (table `rate_limit_counters`), so that every
 * process behind one address counts against one budget: one upsert per call, which starts a new
 * window when the last one has ended. Keys are prefixed by `namespace`; every limiter made from it
 * (`child`) shares its counters, as the sign-in routes share one budget per network address.
 */
export function databaseRateLimitStore(db: Database, namespace: string): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      queryRows<{ calls: number; ttl: number }>(
        db,
        sql`insert into rate_limit_counters as c (key, calls, window_ends_at)
            values (${`${namespace}:${key}`}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              calls = case when c.window_ends_at <= now() then 1 else c.calls + 1 end,
              window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
            returning calls, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`,
      ).then(([row]) => callback(null, { current: row!.calls, ttl: row!.ttl }), callback);
    }

    child() {
      return this;
    }
  };
}

/** Deletes the counters whose window has ended (a scheduled job): the next call starts afresh anyway. */
export async function forgetEndedRateLimitWindows(db: Database) {
  await db.execute(sql`delete from rate_limit_counters where window_ends_at <= now()`);
}
