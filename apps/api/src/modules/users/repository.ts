import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function findUserById(db: Executor, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users._id, id))
    .then((rows) => rows[0]);
}

/** Whether another account already uses this address (case-insensitive). */
export async function emailTakenByOther(db: Executor, email: string, exceptId: string) {
  const rows = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users._id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Executor, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users._id, id))
    .returning();
  return row!;
}
