import type { UserType } from '@rds/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

interface Scope {
  type: UserType;
  userId: string;
}

/**
 * Each total as a scalar sub-query, scoped to what that user type may see:
 * a member its own stock and orders, a supplier its products and their members,
 * a distributor its locations and the orders routed to them, the administrator everything.
 */
function totalsFor({ type, userId: me }: Scope): Record<string, SQL> {
  const activeMembers = sql`(select count(*) from users where type = 'member' and is_active)`;
  const approvedProducts = sql`(select count(*) from products where is_approved)`;
  switch (type) {
    case 'member':
      return {
        totalOrders: sql`(select count(*) from orders where member_id = ${me})`,
        totalMembers: activeMembers,
        totalProducts: approvedProducts,
        totalSureSupply: sql`(select count(*) from stocks where member_id = ${me})`,
        totalSuppliers: sql`(select count(distinct p.supplier_id) from stocks s join products p on p.id = s.product_id where s.member_id = ${me})`,
        totalDistributors: sql`(select count(distinct l.distributor_id) from stock_units u join stocks s on s.id = u.stock_id join locations l on l.id = u.location_id where s.member_id = ${me} and u.units > 0)`,
        totalLocations: sql`(select count(distinct u.location_id) from stock_units u join stocks s on s.id = u.stock_id where s.member_id = ${me} and u.units > 0)`,
      };
    case 'supplier':
      return {
        totalOrders: sql`(select count(*) from orders where supplier_id = ${me})`,
        totalMembers: sql`(select count(distinct s.member_id) from stocks s join products p on p.id = s.product_id where p.supplier_id = ${me})`,
        totalProducts: sql`(select count(*) from products where supplier_id = ${me})`,
        totalSureSupply: sql`(select count(*) from stocks s join products p on p.id = s.product_id where p.supplier_id = ${me})`,
        totalSuppliers: sql`1`,
        totalDistributors: sql`(select count(*) from supplier_distributors where supplier_id = ${me})`,
        totalLocations: sql`(select count(*) from locations l where l.supplier_id = ${me} or l.distributor_id in (select distributor_id from supplier_distributors where supplier_id = ${me}))`,
      };
    case 'distributor':
      return {
        totalOrders: sql`(select count(*) from orders where distributor_id = ${me})`,
        totalMembers: sql`(select count(distinct member_id) from orders where distributor_id = ${me})`,
        totalProducts: approvedProducts,
        totalSureSupply: sql`(select count(distinct u.stock_id) from stock_units u join locations l on l.id = u.location_id where l.distributor_id = ${me})`,
        totalSuppliers: sql`(select count(*) from supplier_distributors where distributor_id = ${me})`,
        totalDistributors: sql`1`,
        totalLocations: sql`(select count(*) from locations where distributor_id = ${me})`,
      };
    case 'healthpro':
      return {
        totalOrders: sql`(select count(*) from orders)`,
        totalMembers: activeMembers,
        totalProducts: sql`(select count(*) from products)`,
        totalSureSupply: sql`(select count(*) from stocks)`,
        totalSuppliers: sql`(select count(*) from users where type = 'supplier' and is_active)`,
        totalDistributors: sql`(select count(*) from users where type = 'distributor' and is_active)`,
        totalLocations: sql`(select count(*) from locations)`,
      };
  }
}

function ordersScope({ type, userId }: Scope): SQL {
  switch (type) {
    case 'member':
      return sql`member_id = ${userId}`;
    case 'supplier':
      return sql`supplier_id = ${userId}`;
    case 'distributor':
      return sql`distributor_id = ${userId}`;
    case 'healthpro':
      return sql`true`;
  }
}

export async function readTotals(db: Executor, scope: Scope) {
  const columns = Object.entries(totalsFor(scope)).map(([name, query]) => sql`${query}::int as ${sql.identifier(name)}`);
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return row!;
}

/** Orders per calendar month since `since` (months without orders are absent). */
export async function readOrdersPerMonth(db: Executor, scope: Scope, since: Date) {
  return queryRows<{ month: string; count: number }>(
    db,
    sql`
    select to_char(date_trunc('month', order_date), 'YYYY-MM') as month, count(*)::int as count
    from orders where ${ordersScope(scope)} and order_date >= ${since.toISOString()}
    group by 1 order by 1`,
  );
}
