import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products, uploads, users } from '../../db/schema.js';

/**
 * Serialises the writes of one picture to the end of the transaction: storing it and referring to
 * it on one side, deleting it once nothing refers to it on the other, so a delete never removes a
 * picture another transaction has just stored again and is about to refer to.
 */
export async function lockUpload(tx: Executor, hash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${hash}`}, 0))`);
}

/** Stores a picture; one with the same hash is already there, with the same bytes. */
export async function insertUpload(tx: Executor, values: typeof uploads.$inferInsert) {
  await tx.insert(uploads).values(values).onConflictDoNothing();
}

export async function findUpload(db: Executor, hash: string) {
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.hash, hash));
  return row;
}

/** Deletes the picture at `path` unless a user's profile picture or a product's image still is it. */
export async function deleteUnreferenced(tx: Executor, hash: string, path: string) {
  await tx.delete(uploads).where(
    and(
      eq(uploads.hash, hash),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(users)
          .where(eq(users.profilePic, path)),
      ),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(products)
          .where(eq(products.image, path)),
      ),
    ),
  );
}

/** Points every row that refers to the picture at `from` to `to` instead. */
export async function repoint(tx: Executor, from: string, to: string) {
  await tx.update(users).set({ profilePic: to }).where(eq(users.profilePic, from));
  await tx.update(products).set({ image: to }).where(eq(products.image, from));
}
