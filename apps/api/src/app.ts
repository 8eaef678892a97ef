import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_KEYS, SIGNIN, UPLOADS, useCatalogueKeysForZod, type CountApproval } from '@rds/contract';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SigninLimits, TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { sessionRoutes, signinRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { expiryRiskRoutes } from './modules/expiry-risk/routes.js';
import { createExpiryRiskService } from './modules/expiry-risk/service.js';
import { createDashboardService } from './modules/dashboard/service.js';
import { locationRoutes } from './modules/locations/routes.js';
import { createLocationService } from './modules/locations/service.js';
import { productRoutes } from './modules/products/routes.js';
import { createProductService } from './modules/products/service.js';
import { supplyChainRoutes } from './modules/supply-chain/routes.js';
import { createSupplyChainService } from './modules/supply-chain/service.js';
import { supplyRiskRoutes } from './modules/supply-risk/routes.js';
import { timelineRoutes } from './modules/audit/routes.js';
import { createTimelineService } from './modules/audit/service.js';
import { createSupplyRiskService } from './modules/supply-risk/service.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { createInvoiceService } from './modules/invoices/service.js';
import { stockRoutes } from './modules/stock/routes.js';
import { createStockService } from './modules/stock/service.js';
import { stockRequestRoutes } from './modules/stock-requests/routes.js';
import { createStockRequestService } from './modules/stock-requests/service.js';
import { createLiveNotifications } from './modules/notifications/live.js';
import { liveNotificationRoutes, notificationRoutes } from './modules/notifications/routes.js';
import { createNotificationService } from './modules/notifications/service.js';
import { orderRoutes } from './modules/orders/routes.js';
import { adjustmentRoutes } from './modules/adjustments/routes.js';
import { createAdjustmentService } from './modules/adjustments/service.js';
import { countRoutes } from './modules/counts/routes.js';
import { recallRoutes } from './modules/recalls/routes.js';
import { createRecallService } from './modules/recalls/service.js';
import { createCountService } from './modules/counts/service.js';
import { replacementRoutes } from './modules/replacements/routes.js';
import { createReplacementService } from './modules/replacements/service.js';
import { replenishmentRoutes } from './modules/replenishments/routes.js';
import { createReplenishmentService } from './modules/replenishments/service.js';
import { transferRoutes } from './modules/transfers/routes.js';
import { redistributionRoutes } from './modules/redistribution/routes.js';
import { createRedistributionService } from './modules/redistribution/service.js';
import { createTransferService } from './modules/transfers/service.js';
import { createOrderService } from './modules/orders/service.js';
import { queryRoutes } from './modules/queries/routes.js';
import { createQueryService } from './modules/queries/service.js';
import { profileRoutes, userAdminRoutes } from './modules/users/routes.js';
import { createUserService } from './modules/users/service.js';
import { apiKeyRoutes } from './modules/apikeys/routes.js';
import { createApiKeyService } from './modules/apikeys/service.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { moveInUploads } from './modules/uploads/service.js';
import { createAuthGuard } from './platform/auth.js';
import { every } from './platform/scheduler.js';
import { createFiguresService, type FigureSettings } from './modules/figures/service.js';
import { registerHealthRoutes } from './platform/health.js';
import { registerMetrics } from './platform/metrics.js';
import { databaseRateLimitStore, forgetEndedRateLimitWindows } from './platform/rate-limit-store.js';
import { registerEnvelopeMessages } from './platform/envelope.js';
import { AppError, registerErrorHandler, sendError } from './platform/errors.js';
import { requestLanguage, translate } from './platform/i18n.js';
import { refuseNul } from './platform/input.js';
import type { Mailer } from './platform/mail.js';
import { registerOpenApi } from './platform/openapi.js';

/**
 * The Content-Security-Policy of every answer. The built web client loads only its own scripts
 * (no inline script); Mantine writes its CSS variables into a <style> element and style attributes
 * at run time, so styles may be inline. Nothing may frame the portal.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the Scan dialog compile its barcode decoder's WebAssembly (served from
  // 'self', decision 022); it allows no eval of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export interface AppOptions {
  db: Database;
  mailer: Mailer;
  /** DATA_DIR: pictures an older version kept in its `uploads` folder are moved into the database at start. */
  dataDir: string;
  jwtSecret: string;
  sessionHours: number;
  /** Lifetime of an impersonation session; an hour when absent. */
  impersonationMinutes?: number;
  /** Whether X-Forwarded-For is believed (Fastify's trustProxy); off when absent. */
  trustProxy?: TrustProxy;
  /** Defaults to the contract's SIGNIN limits. */
  signinLimits?: SigninLimits;
  /** The built web client to serve; the API alone when absent. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Calls one API key may make per minute; API_KEYS.callsPerMinute when absent. */
  apiKeyCallsPerMinute?: number;
  /** Between a live stream's heartbeats (and session checks); 25 s when absent (tests make it short). */
  liveHeartbeatMs?: number;
  /** Scheduled jobs run by this process (the server's; tests run jobs themselves). */
  jobs?: { expiringLotsIntervalMinutes: number };
  /** USAGE_WINDOW_MONTHS and LEAD_TIME_DAYS; the contract's defaults when absent. */
  figures?: FigureSettings;
  /** When a count's variances wait for the administrator; the contract's COUNT_APPROVAL when absent. */
  countApproval?: CountApproval;
  /** The time as the figures and new orders see it; the real one when absent (tests set their own). */
  clock?: () => Date;
  /** METRICS_TOKEN: serves /metrics to its bearer; /metrics is a 404 when absent. */
  metricsToken?: string;
}

/** Builds the whole HTTP application: API under /api, docs at /api/docs, uploads, and the web client. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  useCatalogueKeysForZod();
  registerErrorHandler(app);
  registerEnvelopeMessages(app);
  registerMetrics(app, { db: options.db, token: options.metricsToken });
  registerHealthRoutes(app, options.db);

  // Browser security headers on every answer: the API, the web client, its assets and uploads.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  // Brotli or gzip, as the client accepts, for every answer over 1 KB: JSON at a quick brotli
  // level (3: nearly the size of the higher levels in a fraction of their time); the web's assets
  // leave precompressed at the best level by the build (apps/web/scripts/precompress.mjs). An
  // answer up to 1 MB (every page; the OpenAPI document, past 600 KB) is compressed in one call and sent with
  // its length: under the plugin's own ceiling, which shrinks with the cores, a page was streamed
  // through zlib's thread pool at several times the CPU. Streams (the CSV exports) stay streams.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });
  // Answers of the API hold personal data: no browser or proxy may keep them (the docs are public).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', refuseNul);

  await app.register(multipart, { limits: { fileSize: UPLOADS.maxBytes, files: 1, fields: 20 } });
  await registerOpenApi(app);

  const { db, dataDir } = options;
  const signinLimits = options.signinLimits ?? { perEmail: SIGNIN.maxRequestsPerEmail, perAddress: SIGNIN.maxRequestsPerAddress };
  const auth = createAuthService({ ...options, impersonationMinutes: options.impersonationMinutes ?? 60, signinLimits });
  const locations = createLocationService(db);
  const clock = options.clock ?? (() => new Date());
  const figures = createFiguresService({ db, settings: options.figures, clock });
  const stock = createStockService(db, figures);
  const invoices = createInvoiceService(db);
  const products = createProductService({ db });
  const replenishments = createReplenishmentService({ db, locations, invoices });
  const apiKeys = createApiKeyService(db);
  const adjustments = createAdjustmentService({ db, clock });
  const recalls = createRecallService({ db, adjustments, clock });
  const services = {
    users: createUserService({ db, mailer: options.mailer, auth }),
    notifications: createNotificationService(db),
    queries: createQueryService(db),
    dashboard: createDashboardService(db, figures.settings, clock),
    locations,
    products,
    supplyChains: createSupplyChainService({ db, products }),
    supplyRisk: createSupplyRiskService(db, options.figures),
    stock,
    invoices,
    stockRequests: createStockRequestService({ db, stock, locations, invoices, replenishments }),
    replenishments,
    orders: createOrderService({ db, stock, replenishments, clock }),
    figures,
    expiryRisk: createExpiryRiskService({ db, figures, clock }),
    transfers: createTransferService({ db, stock, replenishments }),
    replacements: createReplacementService({ db, stock, locations, recalls }),
    adjustments,
    counts: createCountService({ db, adjustments, approval: options.countApproval, clock }),
    recalls,
    redistribution: createRedistributionService({ db, figures }),
  };
  // A timeline reads its record through the record's own module first: who may not read it gets that module's answer.
  const timeline = createTimelineService(db, {
    stockrequest: (auth, id) => services.stockRequests.get(auth, id),
    replenishment: (auth, id) => services.replenishments.get(auth, id),
    order: (auth, id) => services.orders.get(auth, id),
    transfer: (auth, id) => services.transfers.get(auth, id),
    replacement: (auth, id) => services.replacements.get(auth, id),
    count: (auth, id) => services.counts.get(auth, id),
    recall: (auth, id) => services.recalls.get(auth, id),
    location: (auth, id) => services.locations.get(auth, id),
    supplychain: (auth, id) => services.supplyChains.get(auth, id),
    product: (auth, id) => services.products.get(auth, id),
    user: (_auth, id) => services.users.get(id),
  });

  const live = createLiveNotifications({
    db,
    log: app.log,
    recheck: { session: auth.resolveSessionById, apiKey: apiKeys.resolve },
    heartbeatMs: options.liveHeartbeatMs,
    metrics: app.metrics,
  });
  // Open streams would hold the server open: they end first, telling clients when to come back.
  app.addHook('preClose', () => live.close());

  if (options.jobs) {
    const { expiringLotsIntervalMinutes } = options.jobs;
    let stop: (() => Promise<void>) | undefined;
    let stopForgetting: (() => Promise<void>) | undefined;
    let stopFigures: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = every(
        expiringLotsIntervalMinutes,
        app.metrics.countedJob('expiring_lots', async () => {
          const { ran, created } = await services.orders.runExpiringLotsJob({ periodMinutes: expiringLotsIntervalMinutes });
          if (ran) app.log.info(`expiring-lots job: ${created} order(s) created`);
        }),
        (error) => app.log.error(error, 'expiring-lots job failed'),
      );
      // Figures move with the calendar: the job redoes them once a day, whichever process comes first.
      stopFigures = every(
        60,
        app.metrics.countedJob('figures', async () => {
          const { ran, stocks } = await figures.refresh({ force: false });
          if (ran) app.log.info(`figures job: ${stocks} stock(s) refreshed`);
          // The refresh makes every product's suggestions stale; recompute them now, not at a read.
          const products = await services.redistribution.freshen();
          if (products > 0) app.log.info(`figures job: ${products} product(s)' redistribution recomputed`);
        }),
        (error) => app.log.error(error, 'figures job failed'),
      );
      stopForgetting = every(
        SIGNIN.windowMinutes,
        app.metrics.countedJob('rate_limit_cleanup', () => forgetEndedRateLimitWindows(db)),
        (error) => app.log.error(error, 'rate-limit cleanup failed'),
      );
    });
    app.addHook('onClose', async () => {
      await Promise.all([stop?.(), stopForgetting?.(), stopFigures?.()]);
    });
  }

  await app.register(signinRoutes(auth, { perAddress: signinLimits.perAddress, store: databaseRateLimitStore(db, 'signin') }), {
    prefix: '/api/auth',
  });
  await app.register(
    async (portal) => {
      portal.addHook('onRequest', createAuthGuard({ session: auth.resolveSession, apiKey: apiKeys.resolve, ticket: live.redeemTicket }));
      // Each key has its own budget of calls, in this process's memory (docs/security.md: a write
      // per API call is not worth sharing it); a person's session has none.
      await portal.register(rateLimit, { global: false });
      portal.addHook(
        'onRequest',
        portal.rateLimit({
          max: options.apiKeyCallsPerMinute ?? API_KEYS.callsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => request.auth.apiKey?._id ?? '',
          allowList: (request) => !request.auth.apiKey,
          errorResponseBuilder: (request, context) => ({
            statusCode: 429,
            message: translate(requestLanguage(request), 'api.apiKey.tooManyCalls', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
          }),
        }),
      );
      await portal.register(sessionRoutes(auth));
      await portal.register(apiKeyRoutes(apiKeys));
      await portal.register(profileRoutes(services.users));
      await portal.register(userAdminRoutes(services.users));
      await portal.register(notificationRoutes(services.notifications));
      await portal.register(liveNotificationRoutes(live));
      await portal.register(queryRoutes(services.queries));
      await portal.register(dashboardRoutes(services.dashboard));
      await portal.register(locationRoutes(services.locations));
      await portal.register(productRoutes(services.products));
      await portal.register(supplyChainRoutes(services.supplyChains));
      await portal.register(supplyRiskRoutes(services.supplyRisk));
      await portal.register(timelineRoutes(timeline));
      await portal.register(stockRoutes(services.stock));
      await portal.register(stockRequestRoutes(services.stockRequests));
      await portal.register(invoiceRoutes(services.invoices));
      await portal.register(orderRoutes(services.orders));
      await portal.register(replenishmentRoutes(services.replenishments));
      await portal.register(transferRoutes(services.transfers));
      await portal.register(replacementRoutes(services.replacements));
      await portal.register(adjustmentRoutes(services.adjustments));
      await portal.register(countRoutes(services.counts));
      await portal.register(recallRoutes(services.recalls));
      await portal.register(expiryRiskRoutes(services.expiryRisk));
      await portal.register(redistributionRoutes(services.redistribution));
    },
    { prefix: '/api/:usertype' },
  );

  // Pictures live in the database; those an older version kept on this process's disk move in first.
  const movedIn = await moveInUploads(db, dataDir);
  if (movedIn.moved > 0) app.log.info(`moved ${movedIn.moved} picture(s) from ${dataDir}/uploads into the database`);
  if (movedIn.refused.length > 0) app.log.warn(`left in ${dataDir}/uploads, not pictures: ${movedIn.refused.join(', ')}`);
  await app.register(uploadRoutes(db));

  const webIndex = options.webDist && existsSync(path.join(options.webDist, 'index.html'));
  if (webIndex) {
    await app.register(fastifyStatic, {
      root: options.webDist!,
      prefix: '/',
      // The build writes .br and .gz beside each asset; the one the client accepts is sent as is.
      preCompressed: true,
      // Hashed build assets never change; index.html must always be fresh; other files (icons) for an hour.
      setHeaders: (reply, file) => {
        const policy = file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : file.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        reply.header('cache-control', policy);
      },
    });
  }

  // Unknown API paths and missing files (an old build's chunk, say) are 404s in the envelope;
  // any other page is the web client's to route, so it gets index.html, never cached.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = webIndex && ['GET', 'HEAD'].includes(request.method) && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (!isPage) {
      return sendError(request, reply, new AppError('route.notFound', 'api.error.noRoute', { method: request.method, path: pathname }));
    }
    return reply.sendFile('index.html', options.webDist!, { maxAge: 0, cacheControl: false }).header('cache-control', 'no-cache');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
