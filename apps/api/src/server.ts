import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { buildApp } from './app.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer } from './platform/mail.js';
import { sharedSigningSecret } from './platform/signing-secret.js';
import { superviseWorkers } from './platform/workers.js';

/** `npm start`: migrate, seed an empty database, serve API and web on one port (WORKERS processes of it). */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers, config.logLevel);
  await serve(config);
}

async function serve(config: Config) {
  // Done once across processes, under the start-up lock (db/client.ts).
  const startup = { jwtSecret: config.jwtSecret ?? '', seeded: false };
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    atStartup: async (db) => {
      if (!config.jwtSecret) startup.jwtSecret = await sharedSigningSecret(db, config.dataDir);
      if (config.seedDemo) startup.seeded = await seedDemoData(db);
    },
  });
  const app = await buildApp({
    db: handle.db,
    dataDir: config.dataDir,
    jwtSecret: startup.jwtSecret,
    sessionHours: config.sessionHours,
    impersonationMinutes: config.impersonationMinutes,
    trustProxy: config.trustProxy,
    signinLimits: config.signinLimits,
    webDist: config.webDist,
    logger: loggerOptions(config.logLevel),
    apiKeyCallsPerMinute: config.apiKeyCallsPerMinute,
    jobs: { expiringLotsIntervalMinutes: config.expiringLotsIntervalMinutes },
    figures: config.figures,
    countApproval: config.countApproval,
    metricsToken: config.metricsToken,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      print: true,
      onError: (error) => app.log.error(error, 'mail delivery failed'),
    }),
  });
  if (startup.seeded) {
    app.log.info('Seeded demo data: sign in as healthpro@, member@, member2@, supplier@ or distributor@example.org');
  }

  /**
   * SIGTERM (a rolling restart) or SIGINT: app.close() stops accepting connections, runs the
   * `preClose` hooks, where a module with long-lived connections (a stream) must end them or the
   * wait below never ends, then waits for the requests in flight and runs the `onClose` hooks (the
   * jobs stop). Only then does the pool close, so no request loses its connection. Past
   * SHUTDOWN_GRACE_SECONDS the process exits anyway, with 1.
   */
  let closing = false;
  // An answer that leaves after close began says `Connection: close`: its keep-alive connection
  // would otherwise stay open, idle, and hold close() until the client's idle timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight (at most ${config.shutdownGraceSeconds} s)`);
    setTimeout(() => {
      app.log.error(`Requests still running after ${config.shutdownGraceSeconds} s (SHUTDOWN_GRACE_SECONDS): exiting without them`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Reserve Drug Supply on http://localhost:${config.port} (${handle.driver}; data in ${config.dataDir})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
