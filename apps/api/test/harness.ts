/**
 * A real application on a fresh, seeded database for each test file: in-memory PGlite by
 * default, or a throwaway PostgreSQL database when the project runs with TEST_DB=postgres. Either
 * is a copy of the database global-setup.ts migrated and seeded once for the run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserType } from '@rds/contract';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { balances, reconcile } from '../src/modules/stock/ledger.js';
import { createMailer } from '../src/platform/mail.js';
import { PGLITE_DUMP } from './global-setup.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

export const DEMO = {
  healthpro: 'healthpro@example.org',
  member: 'member@example.org',
  member2: 'member2@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
} as const;

/** The run's seeded database (global-setup.ts), copied for this file: nothing to migrate or seed. */
async function openSeededDatabase(statementTimeoutMs?: number): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = readFileSync(path.join(inject('seededDir'), PGLITE_DUMP));
    return openDatabase({ pgliteSnapshot: new Blob([new Uint8Array(dump)]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rds_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('seededDatabase')}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name), statementTimeoutMs });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestContext {
  app: App;
  db: DatabaseHandle['db'];
  dataDir: string;
  jwtSecret: string;
  /** Every mail sent so far, oldest first. */
  outbox(): { to: string; subject: string; text: string; at: string }[];
  /** The code in the newest mail to `email`. */
  lastCode(email: string): string;
  /** Signs in through the real code flow (each call from its own network address) and returns the token. */
  signIn(email: string): Promise<string>;
  tokens: Record<keyof typeof DEMO, string>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: { signInAll?: boolean; webDist?: string; /** PostgreSQL only, as STATEMENT_TIMEOUT_MS. */ statementTimeoutMs?: number } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-test-'));
  const handle = await openSeededDatabase(options.statementTimeoutMs);
  cpSync(path.join(inject('seededDir'), 'data'), dataDir, { recursive: true });
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    db: handle.db,
    dataDir,
    jwtSecret,
    sessionHours: 12,
    webDist: options.webDist,
    mailer: createMailer({ from: 'test@example.org', dataDir, print: false, onError: (e) => console.error(e) }),
  });

  const outbox = () => {
    const file = path.join(dataDir, 'outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  };
  const lastCode = (email: string) => {
    const mail = outbox()
      .filter((m) => m.to === email)
      .at(-1);
    const code = mail?.text.match(/code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
    return code;
  };
  const signIn = async (email: string) => {
    const remoteAddress = `10.${randomInt255()}.${randomInt255()}.${randomInt255()}`;
    const request = await app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email }, remoteAddress });
    if (request.statusCode !== 200) throw new Error(`sign-in request failed: ${request.body}`);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/verify',
      payload: { email, otp: lastCode(email) },
      remoteAddress,
    });
    if (verify.statusCode !== 200) throw new Error(`sign-in verify failed: ${verify.body}`);
    return verify.json().data.token as string;
  };

  const tokens = {} as Record<keyof typeof DEMO, string>;
  if (options.signInAll !== false) {
    for (const [key, email] of Object.entries(DEMO)) tokens[key as keyof typeof DEMO] = await signIn(email);
  }

  return {
    app,
    db: handle.db,
    dataDir,
    jwtSecret,
    outbox,
    lastCode,
    signIn,
    tokens,
    /** Closes the app and the database; first the books must balance (see `reconcile`), or the file fails. */
    close: async () => {
      try {
        const discrepancies = await reconcile(handle.db);
        if (!balances(discrepancies)) throw new Error(`The stock ledger does not balance after this test file: ${JSON.stringify(discrepancies)}`);
      } finally {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

function randomInt255() {
  return Number.parseInt(randomUUID().slice(0, 2), 16);
}

/** An authorised call as one of the demo users, on that user's own portal path unless `as` says otherwise. */
export function call(
  ctx: TestContext,
  who: keyof typeof DEMO,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  as?: UserType,
) {
  const type = as ?? (who === 'member2' ? 'member' : who);
  return ctx.app.inject({
    method,
    url: `/api/${type}${path}`,
    headers: { authorization: `Bearer ${ctx.tokens[who]}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart body built with the platform's own FormData, for app.inject. */
export async function multipart(fields: Record<string, string | { data: Buffer; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
