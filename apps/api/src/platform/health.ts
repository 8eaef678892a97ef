import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../db/client.js';
import { migrationsFolder } from '../paths.js';

/**
 * For the load balancer and the orchestrator, outside /api and its sign-in, never cached:
 * `GET /healthz`, the process answers (restart it if not); `GET /readyz`, the database answers and
 * holds every migration this build knows (send it traffic only then).
 */
/** How long /readyz waits for the database: a hung server (or a pool with no free connection) is not ready. */
export const READY_TIMEOUT_MS = 2000;

export function registerHealthRoutes(app: FastifyInstance, db: Database, readyTimeoutMs = READY_TIMEOUT_MS) {
  const expectedMigrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: Set<string>;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${readyTimeoutMs} ms`)), readyTimeoutMs);
    });
    try {
      const rows = await Promise.race([queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations`), timedOut]);
      applied = new Set(rows.map((row) => row.hash));
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code, reason: (error as Error).message }, 'readyz: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', reason: 'the database does not answer' });
    } finally {
      clearTimeout(timer);
    }
    const missing = expectedMigrations.filter((hash) => !applied.has(hash)).length;
    if (missing > 0) return reply.status(503).send({ status: 'unavailable', reason: `${missing} migration(s) not applied` });
    return { status: 'ok' };
  });
}
