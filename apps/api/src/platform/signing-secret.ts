import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

/**
 * The key that signs session tokens when JWT_SECRET is not set: one per database, so that every
 * process behind one address accepts every other's tokens. The first start keeps the
 * `DATA_DIR/jwt-secret` of earlier versions, if there is one (its signed-in users stay signed
 * in), else makes a new key; the file is then removed, the database being the one place it lives.
 * Safe for processes starting together (it runs under the start-up lock, and the first insert wins anyway).
 */
export async function sharedSigningSecret(db: Database, dataDir: string): Promise<string> {
  const legacyFile = path.join(dataDir, 'jwt-secret');
  const candidate = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url');
  // Two statements: the select's fresh snapshot sees a row another process committed meanwhile.
  await db.execute(sql`insert into server_secrets (name, value) values ('jwt', ${candidate}) on conflict (name) do nothing`);
  const [stored] = await queryRows<{ value: string }>(db, sql`select value from server_secrets where name = 'jwt'`);
  if (!stored) throw new Error('The signing secret could not be stored in server_secrets');
  rmSync(legacyFile, { force: true });
  return stored.value;
}
