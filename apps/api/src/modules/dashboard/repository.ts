import type { UserType } from '@rds/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { PROGRAMME_OWNER } from '../../db/schema.js';
import { atRiskSql } from '../figures/at-risk.js';

interface Scope {
  type: UserType;
  userId: string;
  /** LEAD_TIME_DAYS: a stock with fewer days of cover is at risk. */
  leadTimeDays: number;
}

/*
 * The dashboards read the programme-wide figures from what the database keeps (db/definitions, decision 011):
 * `order_months` (orders per month of each member, supplier, distributor and of the programme),
 * `status_totals` (records per status, users per type and activity, products per approval) and
 * `list_totals` (stocks). Each figure reads a few rows; `reconcile()` checks after every API test
 * file that each kept figure equals the straightforward count. What one member's, supplier's or
 * distributor's own records decide is counted from them, each through an index that holds what it
 * counts (decision 024: keeping them gained nothing above the bench's noise, and cost every order).
 */

/** Orders naming `owner` (a member, supplier or distributor; PROGRAMME_OWNER for all). */
const ordersOf = (owner: string) => sql`(select coalesce(sum(n), 0) from order_months where owner_id = ${owner})`;
/** Records of table `name` in one of `statuses` (all of them without). */
const inStatus = (name: string, statuses?: string[]) =>
  statuses
    ? sql`(select coalesce(sum(n), 0) from status_totals where name = ${name} and status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )}))`
    : sql`(select coalesce(sum(n), 0) from status_totals where name = ${name})`;

/** The stocks of `supplier`'s products (a condition on `stocks s`), read from stocks_product_idx. */
const ofSupplier = (supplier: string) => sql`s.product_id = any(array(select id from products where supplier_id = ${supplier}))`;
/** `distributor`'s locations, for `= any` on the lots' stock_units_location_idx (location, stock). */
const ofDistributor = (distributor: string) => sql`any(array(select id from locations where distributor_id = ${distributor}))`;

/** Stocks at risk (`atRiskSql`, as the stock lists' filter) among those `scope` (a condition on `stocks s`) admits. */
const stocksAtRisk = (leadTimeDays: number, scope: SQL) => sql`(select count(*) from stocks s where ${scope} and ${atRiskSql('s', leadTimeDays)})`;

/**
 * Each total as a scalar sub-query, scoped to what that user type may see:
 * a member its own stock and orders, a supplier its products and their members,
 * a distributor its locations and the orders routed to them, the administrator everything.
 */
function totalsFor({ type, userId: me, leadTimeDays }: Scope): Record<string, SQL> {
  const activeMembers = inStatus('users', ['member:active']);
  const approvedProducts = inStatus('products', ['approved']);
  switch (type) {
    case 'member':
      return {
        totalOrders: ordersOf(me),
        totalMembers: activeMembers,
        totalProducts: approvedProducts,
        totalSureSupply: sql`(select count(*) from stocks where member_id = ${me})`,
        totalSuppliers: sql`(select count(distinct p.supplier_id) from stocks s join products p on p.id = s.product_id where s.member_id = ${me})`,
        totalDistributors: sql`(select count(distinct l.distributor_id) from stock_units u join stocks s on s.id = u.stock_id join locations l on l.id = u.location_id where s.member_id = ${me} and u.units > 0)`,
        totalLocations: sql`(select count(distinct u.location_id) from stock_units u join stocks s on s.id = u.stock_id where s.member_id = ${me} and u.units > 0)`,
        stocksAtRisk: stocksAtRisk(leadTimeDays, sql`s.member_id = ${me}`),
      };
    case 'supplier':
      return {
        totalOrders: ordersOf(me),
        totalMembers: sql`(select count(distinct s.member_id) from stocks s where ${ofSupplier(me)})`,
        totalProducts: sql`(select count(*) from products where supplier_id = ${me})`,
        totalSureSupply: sql`(select count(*) from stocks s where ${ofSupplier(me)})`,
        totalSuppliers: sql`1`,
        totalDistributors: sql`(select count(*) from supplier_distributors where supplier_id = ${me})`,
        totalLocations: sql`(select count(*) from locations l where l.supplier_id = ${me} or l.distributor_id in (select distributor_id from supplier_distributors where supplier_id = ${me}))`,
        stocksAtRisk: stocksAtRisk(leadTimeDays, ofSupplier(me)),
      };
    case 'distributor':
      return {
        totalOrders: ordersOf(me),
        totalMembers: sql`(select count(distinct member_id) from orders where distributor_id = ${me})`,
        totalProducts: approvedProducts,
        totalSureSupply: sql`(select count(distinct u.stock_id) from stock_units u where u.location_id = ${ofDistributor(me)})`,
        totalSuppliers: sql`(select count(*) from supplier_distributors where distributor_id = ${me})`,
        totalDistributors: sql`1`,
        totalLocations: sql`(select count(*) from locations where distributor_id = ${me})`,
        // Its stocks are those with a lot at its locations (the stock list's scope), gathered from the lots' location index.
        stocksAtRisk: stocksAtRisk(leadTimeDays, sql`s.id in (select u.stock_id from stock_units u where u.location_id = ${ofDistributor(me)})`),
      };
    case 'healthpro':
      return {
        totalOrders: ordersOf(PROGRAMME_OWNER),
        totalMembers: activeMembers,
        totalProducts: inStatus('products'),
        totalSureSupply: sql`(select coalesce(sum(n), 0) from list_totals where name = 'stocks')`,
        totalSuppliers: inStatus('users', ['supplier:active']),
        totalDistributors: inStatus('users', ['distributor:active']),
        totalLocations: inStatus('locations'),
        stocksAtRisk: stocksAtRisk(leadTimeDays, sql`true`),
      };
  }
}

export async function readTotals(db: Executor, scope: Scope) {
  const columns = Object.entries(totalsFor(scope)).map(([name, query]) => sql`${query}::int as ${sql.identifier(name)}`);
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return row!;
}

/**
 * Orders per calendar month (UTC) from `since` (YYYY-MM-01; months without orders are absent),
 * as `order_months` keeps them for the user (the programme's for the administrator).
 */
export async function readOrdersPerMonth(db: Executor, scope: Scope, since: string) {
  const owner = scope.type === 'healthpro' ? PROGRAMME_OWNER : scope.userId;
  return queryRows<{ month: string; count: number }>(
    db,
    sql`
    select to_char(month, 'YYYY-MM') as month, sum(n)::int as count
    from order_months where owner_id = ${owner} and month >= ${since}
    group by month having sum(n) <> 0 order by month`,
  );
}

/**
 * Wastage (contract figures.ts `wastage`): units written off as expired, and their value at the
 * product's price now, per calendar month in Toronto from `from` up to `to` (both YYYY-MM-01; `to`
 * excluded); months without write-offs are absent. The programme's (the administrator's) or a
 * member's, as `wastage_months` keeps them (db/definitions/wastage-months.ts): at most twelve
 * months of a few shards each, where counting joined every write-off to its stock and product
 * (decision 024 has the measurement).
 */
export async function readWastage(db: Executor, scope: Pick<Scope, 'type' | 'userId'>, window: { from: string; to: string }) {
  const owner = scope.type === 'member' ? scope.userId : PROGRAMME_OWNER;
  return queryRows<{ month: string; units: number; value: string }>(
    db,
    sql`
    select to_char(month, 'YYYY-MM') as month, sum(units)::int as units, sum(value)::text as value
    from wastage_months where owner_id = ${owner} and month >= ${window.from}::date and month < ${window.to}::date
    group by month having sum(units) <> 0 or sum(value) <> 0 order by month`,
  );
}
