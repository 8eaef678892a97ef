import type { ListQuery } from '@rds/contract';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The ORDER BY of a list: newest and oldest by creation time, name alphabetically (newest breaks ties). */
export function orderFor(sort: ListQuery['sort'], columns: { createdAt: AnyColumn; name: AnyColumn | SQL }): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(columns.createdAt)];
    case 'name':
      return [sql`lower(${columns.name}) asc`, desc(columns.createdAt)];
    default:
      return [desc(columns.createdAt)];
  }
}

/** A search term as an ILIKE pattern, with the user's own % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
