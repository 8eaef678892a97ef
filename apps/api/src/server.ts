import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { buildApp } from './app.js';
import { loggerOptions } from './platform/logging.js';
import { createMailer } from './platform/mail.js';

/** `npm start`: migrate, seed an empty database, serve API and web on one port. */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildApp({
    db: handle.db,
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecret,
    sessionHours: config.sessionHours,
    impersonationMinutes: config.impersonationMinutes,
    trustProxy: config.trustProxy,
    signinLimits: config.signinLimits,
    webDist: config.webDist,
    logger: loggerOptions(config.logLevel),
    apiKeyCallsPerMinute: config.apiKeyCallsPerMinute,
    jobs: { expiringLotsIntervalMinutes: config.expiringLotsIntervalMinutes },
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      print: true,
      onError: (error) => app.log.error(error, 'mail delivery failed'),
    }),
  });
  if (config.seedDemo && (await seedDemoData(handle.db))) {
    app.log.info('Seeded demo data: sign in as healthpro@, member@, member2@, supplier@ or distributor@example.org');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
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
