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
export function registerHealthRoutes(app: FastifyInstance, db: Database) {
  const expectedMigrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: Set<string>;
    try {
      const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations`);
      applied = new Set(rows.map((row) => row.hash));
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code }, 'readyz: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', reason: 'the database does not answer' });
    }
    const missing = expectedMigrations.filter((hash) => !applied.has(hash)).length;
    if (missing > 0) return reply.status(503).send({ status: 'unavailable', reason: `${missing} migration(s) not applied` });
    return { status: 'ok' };
  });
}
