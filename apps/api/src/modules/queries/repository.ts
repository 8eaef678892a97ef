import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { queryListSchema } from '@rds/contract';
import type { Executor } from '../../db/client.js';
import { queries, users } from '../../db/schema.js';
import { likePattern } from '../../platform/paging.js';

export async function insertQuery(db: Executor, values: typeof queries.$inferInsert) {
  const [row] = await db.insert(queries).values(values).returning();
  return row!;
}

export async function listQueries(db: Executor, query: z.infer<typeof queryListSchema>) {
  const pattern = likePattern(query.search);
  const where = query.search
    ? or(ilike(queries.subject, pattern), ilike(queries.message, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ query: queries, Sender: { _id: users._id, name: users.name, email: users.email, type: users.type, profilePic: users.profilePic } })
      .from(queries)
      .innerJoin(users, eq(users._id, queries.senderId))
      .where(where)
      .orderBy(query.sort === 'oldest' ? asc(queries.createdAt) : desc(queries.createdAt))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(queries)
      .innerJoin(users, eq(users._id, queries.senderId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function deleteQuery(db: Executor, id: string) {
  const deleted = await db.delete(queries).where(eq(queries._id, id)).returning({ _id: queries._id });
  return deleted.length > 0;
}
