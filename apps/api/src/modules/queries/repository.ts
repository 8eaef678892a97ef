import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { queryListSchema } from '@rds/contract';
import type { Executor } from '../../db/client.js';
import { queries, users } from '../../db/schema.js';
import { countAll, inIds, matches, page } from '../../platform/paging.js';

export async function insertQuery(db: Executor, values: typeof queries.$inferInsert) {
  const [row] = await db.insert(queries).values(values).returning();
  return row!;
}

/** Contact messages as a query (search, order; not paged), for `listQueries` and an export. */
export function queriesQuery(db: Executor, query: Pick<z.infer<typeof queryListSchema>, 'search' | 'sort'>) {
  const where = query.search
    ? or(
        matches(queries.subject, query.search),
        matches(queries.message, query.search),
        inIds(queries.senderId, sql`select ${users._id} from ${users} where ${matches(users.name, query.search)} or ${matches(users.email, query.search)}`),
      )
    : undefined;
  return {
    rows: db
      .select({ query: queries, Sender: { _id: users._id, name: users.name, email: users.email, type: users.type, profilePic: users.profilePic } })
      .from(queries)
      .innerJoin(users, eq(users._id, queries.senderId))
      .where(where)
      .orderBy(...(query.sort === 'oldest' ? [asc(queries.createdAt), asc(queries._id)] : [desc(queries.createdAt), desc(queries._id)]))
      .$dynamic(),
    count: db.select(countAll).from(queries).where(where),
  };
}

export function listQueries(db: Executor, query: z.infer<typeof queryListSchema>) {
  return page(db, (on) => queriesQuery(on, query), query);
}

export async function deleteQuery(db: Executor, id: string) {
  const deleted = await db.delete(queries).where(eq(queries._id, id)).returning({ _id: queries._id });
  return deleted.length > 0;
}
