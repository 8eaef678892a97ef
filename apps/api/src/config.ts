import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_KEYS, COUNT_APPROVAL, FIGURE_SETTINGS, SIGNIN, type CountApproval } from '@rds/contract';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** The longest interval a Node timer can keep: 2^31 - 1 ms, in whole minutes (35,791, about 24 days). */
export const MAX_INTERVAL_MINUTES = Math.floor((2 ** 31 - 1) / 60_000);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Reserve Drug Supply <no-reply@reservedrugsupply.ca>'),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  /** Lifetime of an administrator's impersonation session (never beyond their own session). */
  IMPERSONATION_MINUTES: z.coerce.number().positive().default(60),
  /**
   * Whether to believe X-Forwarded-For (Fastify's trustProxy): false (default), true (any proxy),
   * or the proxies' addresses or subnets separated by commas.
   */
  TRUST_PROXY: z.string().trim().default('false'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Seed demo data into an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Sign-in codes one e-mail address may ask for, and sign-in calls one network address may make, per window. */
  SIGNIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(SIGNIN.maxRequestsPerEmail),
  SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(SIGNIN.maxRequestsPerAddress),
  /** Calls one API key may make per minute (per process) before it is answered 429. */
  API_KEY_CALLS_PER_MINUTE: z.coerce
    .number({ error: 'API_KEY_CALLS_PER_MINUTE must be a whole number of calls' })
    .int({ error: 'API_KEY_CALLS_PER_MINUTE must be a whole number of calls' })
    .positive({ error: 'API_KEY_CALLS_PER_MINUTE must be a whole number of calls' })
    .default(API_KEYS.callsPerMinute),
  /** How often the expiring-lots job looks for lots inside their members' windows. */
  EXPIRING_LOTS_INTERVAL_MINUTES: z.coerce
    .number({ error: 'EXPIRING_LOTS_INTERVAL_MINUTES must be a positive number of minutes' })
    .positive({ error: 'EXPIRING_LOTS_INTERVAL_MINUTES must be a positive number of minutes' })
    // Node's timers hold at most 2^31 - 1 ms; a longer interval would fire every millisecond.
    .max(MAX_INTERVAL_MINUTES, { error: `EXPIRING_LOTS_INTERVAL_MINUTES must be at most ${MAX_INTERVAL_MINUTES} minutes (about 24 days)` })
    .default(60),
  /** Whole calendar months a stock's average monthly usage covers (decision 020). */
  USAGE_WINDOW_MONTHS: z.coerce
    .number({ error: 'USAGE_WINDOW_MONTHS must be a whole number of months from 1 to 12' })
    .int({ error: 'USAGE_WINDOW_MONTHS must be a whole number of months from 1 to 12' })
    .min(FIGURE_SETTINGS.usageWindowMonths.min, { error: 'USAGE_WINDOW_MONTHS must be a whole number of months from 1 to 12' })
    .max(FIGURE_SETTINGS.usageWindowMonths.max, { error: 'USAGE_WINDOW_MONTHS must be a whole number of months from 1 to 12' })
    .default(FIGURE_SETTINGS.usageWindowMonths.default),
  /** A stock with fewer days of cover than this is at risk (decision 020). */
  LEAD_TIME_DAYS: z.coerce
    .number({ error: 'LEAD_TIME_DAYS must be a whole number of days from 1 to 365' })
    .int({ error: 'LEAD_TIME_DAYS must be a whole number of days from 1 to 365' })
    .min(FIGURE_SETTINGS.leadTimeDays.min, { error: 'LEAD_TIME_DAYS must be a whole number of days from 1 to 365' })
    .max(FIGURE_SETTINGS.leadTimeDays.max, { error: 'LEAD_TIME_DAYS must be a whole number of days from 1 to 365' })
    .default(FIGURE_SETTINGS.leadTimeDays.default),
  /** A count's line waits for the administrator when its variance is more than this percent of its expected units (decision 026). */
  COUNT_APPROVAL_PERCENT: z.coerce
    .number({ error: 'COUNT_APPROVAL_PERCENT must be a number of percent from 0 to 100' })
    .min(0, { error: 'COUNT_APPROVAL_PERCENT must be a number of percent from 0 to 100' })
    .max(100, { error: 'COUNT_APPROVAL_PERCENT must be a number of percent from 0 to 100' })
    .default(COUNT_APPROVAL.percent),
  /** ...or more than this many units. */
  COUNT_APPROVAL_UNITS: z.coerce
    .number({ error: 'COUNT_APPROVAL_UNITS must be a whole number of units' })
    .int({ error: 'COUNT_APPROVAL_UNITS must be a whole number of units' })
    .min(0, { error: 'COUNT_APPROVAL_UNITS must be a whole number of units' })
    .default(COUNT_APPROVAL.units),
  /** PostgreSQL only: connections the API keeps in its pool. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .int({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .min(1, { error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .max(100, { error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .default(10),
  /** PostgreSQL only: the server cancels a statement that runs longer, and a request waits no longer for a connection (0 turns both off). */
  STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'STATEMENT_TIMEOUT_MS must be a whole number of milliseconds' })
    .int({ error: 'STATEMENT_TIMEOUT_MS must be a whole number of milliseconds' })
    .min(0, { error: 'STATEMENT_TIMEOUT_MS must be a whole number of milliseconds' })
    .default(5000),
  /** How long a stopping process lets the requests it has accepted finish (SIGTERM, SIGINT). */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600' })
    .int({ error: 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600' })
    .min(1, { error: 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600' })
    .max(600, { error: 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600' })
    .default(10),
  /** Processes serving the one port (node:cluster); more than one needs PostgreSQL. */
  WORKERS: z.coerce
    .number({ error: 'WORKERS must be a whole number of processes from 1 to 64' })
    .int({ error: 'WORKERS must be a whole number of processes from 1 to 64' })
    .min(1, { error: 'WORKERS must be a whole number of processes from 1 to 64' })
    .max(64, { error: 'WORKERS must be a whole number of processes from 1 to 64' })
    .default(1),
  /** Serves Prometheus metrics at /metrics to callers that send it as a bearer token; /metrics is a 404 without it. */
  METRICS_TOKEN: z
    .string()
    .refine((token) => token === '' || token.length >= 16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  poolSize: number;
  statementTimeoutMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** JWT_SECRET; when absent the key is kept in the database (platform/signing-secret.ts). */
  jwtSecret?: string;
  sessionHours: number;
  impersonationMinutes: number;
  trustProxy: TrustProxy;
  webDist: string;
  seedDemo: boolean;
  logLevel: string;
  signinLimits: SigninLimits;
  apiKeyCallsPerMinute: number;
  expiringLotsIntervalMinutes: number;
  figures: { usageWindowMonths: number; leadTimeDays: number };
  /** COUNT_APPROVAL_PERCENT and COUNT_APPROVAL_UNITS. */
  countApproval: CountApproval;
  shutdownGraceSeconds: number;
  workers: number;
  metricsToken?: string;
}

/** Fastify's trustProxy: off, on, or the proxies' addresses. */
export type TrustProxy = boolean | string;

export function parseTrustProxy(value: string): TrustProxy {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export interface SigninLimits {
  perEmail: number;
  perAddress: number;
}

/** Reads the environment once, checked with zod. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error('Invalid environment: WORKERS: more than one process needs DATABASE_URL (the embedded database opens in one process only)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    poolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    sessionHours: e.SESSION_HOURS,
    impersonationMinutes: e.IMPERSONATION_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    signinLimits: { perEmail: e.SIGNIN_LIMIT_PER_EMAIL, perAddress: e.SIGNIN_LIMIT_PER_ADDRESS },
    apiKeyCallsPerMinute: e.API_KEY_CALLS_PER_MINUTE,
    expiringLotsIntervalMinutes: e.EXPIRING_LOTS_INTERVAL_MINUTES,
    figures: { usageWindowMonths: e.USAGE_WINDOW_MONTHS, leadTimeDays: e.LEAD_TIME_DAYS },
    countApproval: { percent: e.COUNT_APPROVAL_PERCENT, units: e.COUNT_APPROVAL_UNITS },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN || undefined,
  };
}
