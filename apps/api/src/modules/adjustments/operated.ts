import { sql, type SQL } from 'drizzle-orm';

/** Locations a supplier or distributor operates: its own (not its partners'; they count and adjust their own). */
export function operatedLocations(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'healthpro') return undefined;
  if (viewer.type === 'supplier') return sql`select id from locations where supplier_id = ${viewer._id}::uuid`;
  if (viewer.type === 'distributor') return sql`select id from locations where distributor_id = ${viewer._id}::uuid`;
  return sql`select id from locations where false`;
}
