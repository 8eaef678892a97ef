/**
 * Uploaded pictures live in the database, so that every process of a programme serves
 * the same ones: one row per content, named by its SHA-256, referred to as `uploads/<hash>.<ext>`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MESSAGE_KEYS, UPLOADS } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { checkPicture, type MultipartForm, type UploadedFile } from '../../platform/uploads.js';
import * as repo from './repository.js';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };
const STORED_PATH = /^uploads\/([0-9a-f]{64})\.(png|jpg|gif)$/;

/** Any picture the portal accepts somewhere: what the demo seed and the move-in store. */
export const ANY_PICTURE = { allowedTypes: UPLOADS.profilePicTypes, typeMessage: MESSAGE_KEYS.onlyImages };

/** Stores a checked picture inside the caller's transaction and returns the path it is served from (`{host}/{path}`). */
export async function storeUpload(tx: Executor, file: UploadedFile): Promise<string> {
  const hash = createHash('sha256').update(file.buffer).digest('hex');
  await repo.lockUpload(tx, hash);
  await repo.insertUpload(tx, { hash, contentType: file.mime, bytes: file.buffer });
  return `uploads/${hash}.${EXTENSIONS[file.mime]}`;
}

/** Deletes the picture at `storedPath` when nothing refers to it any more; a path of any other form is left alone. */
export async function discardUpload(db: Database, storedPath: string) {
  const hash = storedPath.match(STORED_PATH)?.[1];
  if (!hash) return;
  await db.transaction(async (tx) => {
    await repo.lockUpload(tx, hash);
    await repo.deleteUnreferenced(tx, hash, storedPath);
  });
}

/**
 * Runs `write` in a transaction with the form's picture (if any) stored in it, so that a failed
 * write stores nothing. When it succeeds, the picture it replaced (`superseded`) is deleted unless
 * something else still shows it.
 */
export async function withUpload<T>(
  db: Database,
  form: MultipartForm,
  write: (tx: Transaction, storedPath: string | undefined) => Promise<T>,
  superseded?: string | null,
): Promise<T> {
  let stored: string | undefined;
  const result = await db.transaction(async (tx) => {
    stored = form.file ? await storeUpload(tx, form.file) : undefined;
    return write(tx, stored);
  });
  if (stored && superseded && superseded !== stored) await discardUpload(db, superseded);
  return result;
}

/** The picture served at `/uploads/<name>`, or undefined for a name that is none. */
export async function findUpload(db: Database, name: string) {
  const [, hash, extension] = `uploads/${name}`.match(STORED_PATH) ?? [];
  if (!hash) return undefined;
  const found = await repo.findUpload(db, hash);
  if (!found || EXTENSIONS[found.contentType] !== extension) return undefined;
  return { ...found, etag: `"${hash}"` };
}

/**
 * Moves the pictures an older version kept in `DATA_DIR/uploads` into the database: each is checked
 * and re-encoded like an upload, stored, the rows that named it point to its new path, and its file
 * goes. Safe to run again, and from several processes at once (a picture stored twice is stored once).
 * Returns how many moved, and the names of files that are no picture, which stay where they are.
 */
export async function moveInUploads(db: Database, dataDir: string) {
  const folder = path.join(dataDir, 'uploads');
  const names = filesIn(folder);
  const refused: string[] = [];
  let moved = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    let picture: UploadedFile;
    try {
      picture = await checkPicture(readFileSync(file), ANY_PICTURE);
    } catch (error) {
      if (isMissing(error)) continue; // another process moved it
      if (!(error instanceof AppError)) throw error;
      refused.push(name);
      continue;
    }
    await db.transaction(async (tx) => repo.repoint(tx, `uploads/${name}`, await storeUpload(tx, picture)));
    rmSync(file, { force: true });
    moved++;
  }
  try {
    rmdirSync(folder);
  } catch {
    // It still holds what is no picture, or another process removed it first.
  }
  return { moved, refused };
}

/** The names of the files in `folder`; none when there is no such folder (any more). */
function filesIn(folder: string) {
  try {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : []));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
