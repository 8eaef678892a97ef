/**
 * `npm run client:generate`: writes packages/client/src/schema.ts from the OpenAPI document the API
 * serves. The app is built without a database: building it queries nothing, so its pool never connects.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import type { Database } from '../apps/api/src/db/client.js';
import * as schema from '../apps/api/src/db/schema.js';
import { createMailer } from '../apps/api/src/platform/mail.js';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './client-schema.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-client-'));
try {
  // A host that cannot exist: a query, were there one, would fail rather than reach a real database.
  const db = drizzle(new pg.Pool({ host: 'no-database.invalid' }), { schema }) as unknown as Database;
  const mailer = createMailer({ from: 'client-generator@localhost', dataDir, print: false, onError: () => {} });
  const app = await buildApp({ db, dataDir, mailer, jwtSecret: 'not used: nobody signs in', sessionHours: 1 });
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await app.close();
  writeFileSync(CLIENT_SCHEMA_FILE, await clientSchemaSource(document));
  console.log(`Wrote ${path.relative(process.cwd(), CLIENT_SCHEMA_FILE)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
