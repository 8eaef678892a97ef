import type { Executor } from '../../db/client.js';
import { queries } from '../../db/schema.js';

export async function insertQuery(db: Executor, values: typeof queries.$inferInsert) {
  const [row] = await db.insert(queries).values(values).returning();
  return row!;
}
