import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { searches, type Database } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * Prometheus metrics of one app (prom-client), served at `GET /metrics` when METRICS_TOKEN is set.
 * Each app keeps its own registry (tests build several apps in one process). A module adds its own
 * through `app.metrics`: `app.metrics.gauge({ name: 'rds_open_streams', help: '...' })`.
 */
export interface Metrics {
  registry: Registry;
  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L>;
  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L>;
  histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L>;
  /** `job`, counting its runs and failures under `name` (rds_job_runs_total, rds_job_failures_total). */
  countedJob(name: string, job: () => Promise<unknown>): () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const metrics: Metrics = {
    registry,
    counter: (config) => new Counter({ ...config, registers: [registry] }),
    gauge: (config) => new Gauge({ ...config, registers: [registry] }),
    histogram: (config) => new Histogram({ ...config, registers: [registry] }),
    countedJob: (name, job) => async () => {
      jobRuns.inc({ job: name });
      try {
        return await job();
      } catch (error) {
        jobFailures.inc({ job: name });
        throw error;
      }
    },
  };
  const jobRuns = metrics.counter({ name: 'rds_job_runs_total', help: 'Runs of a scheduled job started by this process', labelNames: ['job'] });
  const jobFailures = metrics.counter({ name: 'rds_job_failures_total', help: 'Runs of a scheduled job that failed', labelNames: ['job'] });
  return metrics;
}

/**
 * Decorates `app.metrics`; reads the PostgreSQL pools' counts when scraped. With `token`, counts
 * every answer's duration by route pattern (never the raw URL, whose ids would make a series per
 * record) and status, and serves them at `GET /metrics` to `Authorization: Bearer <token>` only;
 * without, `/metrics` is a 404.
 */
export function registerMetrics(app: FastifyInstance, options: { db: Database; token?: string }) {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  const pools = { main: options.db, searches: searches(options.db) };
  const poolGauge = (name: string, help: string, count: (pool: pg.Pool) => number) =>
    metrics.gauge({
      name,
      help,
      labelNames: ['pool'],
      collect() {
        for (const [label, db] of Object.entries(pools)) {
          const client = (db as unknown as { $client?: unknown }).$client;
          if (client instanceof pg.Pool) this.set({ pool: label }, count(client));
        }
      },
    });
  poolGauge('rds_db_pool_connections', 'Connections the PostgreSQL pool holds', (pool) => pool.totalCount);
  poolGauge('rds_db_pool_idle_connections', 'Connections of the pool waiting for a query', (pool) => pool.idleCount);
  poolGauge('rds_db_pool_waiting_queries', 'Queries waiting for a connection of the pool', (pool) => pool.waitingCount);

  if (!options.token) {
    // Off, and says so: without this route the web client's page would answer a scraper with a 200.
    app.get('/metrics', async () => {
      throw new AppError('route.notFound', 'api.error.metricsOff');
    });
    return;
  }
  collectDefaultMetrics({ register: metrics.registry, prefix: 'rds_' });
  // Timed only when someone can read it: off, every answer is spared the hook.
  const requestDuration = metrics.histogram({
    name: 'rds_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer leaving, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'no route', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const expected = sha256(`Bearer ${options.token}`);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Compared as digests of equal length, in constant time: the time taken tells nothing of the token.
    if (!timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized', reason: 'send Authorization: Bearer <METRICS_TOKEN>' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function sha256(text: string) {
  return createHash('sha256').update(text).digest();
}
