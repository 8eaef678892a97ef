import { normalizeGtin, type ListQuery } from '@rds/contract';
import { asc, desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { prepared, queryRows, searches, type Executor, type Preparable } from '../db/client.js';
import { listTotals, products, stocks, users } from '../db/schema.js';

/*
 * Every list is built the same way (decision 011): a repository shapes the list as a query — its
 * scope, search, filters and order, not paged — together with a count of the same rows that
 * joins only what the scope and search need, so that the database counts from an index. This
 * module pages it. An export streams the same `rows` query without paging.
 */

/** A list as a Drizzle query (ordered, not paged) and the count of its rows. */
export interface ListSource<Q extends PgSelect> {
  rows: Q;
  count: Preparable<{ total: number }[]>;
}

/**
 * A list written in SQL (an aggregate): the ordered, unpaged select, a select of `total`, and
 * optionally what to add to each row of a page (`decorate` wraps the paged select as `page`, so
 * what it adds runs for the page's rows only). An export streams `decorate(rows)`.
 */
export interface SqlListSource {
  rows: SQL;
  count: SQL;
  decorate?: (page: SQL) => SQL;
}

type Paging = Pick<ListQuery, 'limit' | 'skip'> & { search?: string };

/**
 * Where a list runs and how (decision 015): a list that searches is built on the searches' pool and
 * planned for its pattern; any other runs as statements prepared once per connection.
 */
function runnerFor(db: Executor, query: Paging) {
  return query.search ? { on: searches(db), run: <R>(statement: Preparable<R>) => statement.execute() } : { on: db, run: prepared };
}

/**
 * One page of a list, built by `build` on the database it runs on, and the list's total. `limit`
 * and `skip` were capped by the contract's list query (MAX_PAGE_SIZE, MAX_SKIP), so no page costs
 * more than skipping MAX_SKIP index entries.
 */
export async function page<Q extends PgSelect>(
  db: Executor,
  build: (on: Executor) => ListSource<Q>,
  query: Paging,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const { on, run } = runnerFor(db, query);
  const source = build(on);
  const [rows, counted] = await Promise.all([run(source.rows.limit(inline(query.limit)).offset(inline(query.skip))), run(source.count)]);
  return { rows: rows as Awaited<Q>, total: counted[0]?.total ?? 0 };
}

/**
 * One page of a list whose page is found before its rows are joined: `ids` selects the list's ids,
 * ordered, from its base table alone (scope, search and order), and `rowsOf` joins the rows of the
 * page's ids in the same order. For a scope of many rows that the joins would otherwise read in
 * full before the sort kept a page of them.
 */
export async function pageThenJoin<Q extends PgSelect>(
  db: Executor,
  build: (on: Executor) => { ids: PgSelect; rowsOf: (ids: SQL) => Q; count: ListSource<Q>['count'] },
  query: Paging,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const { on, run } = runnerFor(db, query);
  const source = build(on);
  const ids = source.ids.limit(inline(query.limit)).offset(inline(query.skip));
  const [rows, counted] = await Promise.all([run(source.rowsOf(sql`${ids}`)), run(source.count)]);
  return { rows: rows as Awaited<Q>, total: counted[0]?.total ?? 0 };
}

/**
 * A page's size or offset written into the statement, not sent as a parameter: a list's statement
 * is prepared and runs on its generic plan, and a plan made without knowing its LIMIT assumes a
 * tenth of the table. Both are integers the contract bounded. Drizzle writes an SQL object as it is.
 */
export function inline(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  return sql.raw(String(count)) as unknown as number;
}

/** The same step for a list written in SQL (unprepared: Drizzle names only the statements it builds). */
export async function pageSql<T>(db: Executor, source: SqlListSource, query: Paging): Promise<{ rows: T[]; total: number }> {
  const { on } = runnerFor(db, query);
  const [rows, counted] = await Promise.all([
    queryRows<T>(on, (source.decorate ?? ((page) => page))(sql`${source.rows} limit ${inline(query.limit)} offset ${inline(query.skip)}`)),
    queryRows<{ total: number }>(on, source.count),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Every row of a list written in SQL, decorated as a page's rows are, unpaged: what an export streams. */
export function allRowsSql(source: SqlListSource): SQL {
  return (source.decorate ?? ((rows) => rows))(source.rows);
}

/** The count of a list: `count(*)` as an int, for a `select` of the list's base table. */
export const countAll = { total: sql<number>`count(*)::int` };

/**
 * The total the database keeps of a whole table (`list_totals`, by triggers; orders per type as
 * `orders:STANDARD`): the count of an administrator's list with no search or filter, read from a
 * few rows instead of counting every row of the table.
 */
export function keptTotal(db: Executor, names: string[]) {
  return db
    .select({ total: sql<number>`coalesce(sum(${listTotals.n}), 0)::int` })
    .from(listTotals)
    .where(inArray(listTotals.name, names));
}

/**
 * The ORDER BY of a list: newest and oldest by creation time, name alphabetically (newest breaks
 * ties). The id, when given, breaks the last ties (in the direction of time, so oldest is newest reversed), so that the order is total: rows made in one
 * transaction share their creation time, and without it pages (and an export) could disagree.
 */
export function orderFor(sort: ListQuery['sort'], columns: { createdAt: AnyColumn; name: AnyColumn | SQL; id?: AnyColumn }): SQL[] {
  const { id } = columns;
  switch (sort) {
    case 'oldest':
      return [asc(columns.createdAt), ...(id ? [asc(id)] : [])];
    case 'name':
      return [sql`lower(${columns.name}) asc`, desc(columns.createdAt), ...(id ? [desc(id)] : [])];
    default:
      return [desc(columns.createdAt), ...(id ? [desc(id)] : [])];
  }
}

/**
 * Searches shorter than this many characters match the start of a searched value; longer ones
 * anywhere in it (decision 011). A trigram index cannot serve a pattern of one or two letters (it
 * holds three-letter pieces), so `%a%` would read every row, and it would also match nearly every
 * row; `a%` reads a range of a btree index (`lower(column) text_pattern_ops`) and finds the names
 * that start with the letters typed so far.
 */
export const PREFIX_SEARCH_BELOW = 3;

/** The search with the user's own %, _ and \ taken literally, for a LIKE pattern. */
const literal = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A searched column matching the search, case-insensitively: `column ilike '%term%'` (its trigram
 * index) for three characters or more, `lower(column) like lower('te%')` (its prefix index) for
 * one or two. `column` may be a raw SQL column of an aliased table. A list that searches runs on
 * the searches' pool (`page`), planned for its pattern and its viewer.
 */
export function matches(column: AnyColumn | SQL, search: string): SQL {
  if ([...search].length < PREFIX_SEARCH_BELOW) return sql`lower(${column}) like lower(${`${literal(search)}%`})`;
  return sql`${column} ilike ${`%${literal(search)}%`}`;
}

/**
 * `column in ('A', 'B')` with the statuses written out: the planner matches it to a partial index's
 * own predicate, which a bound parameter never matches in the generic plan every statement runs on
 * (decision 015). The statuses come from the workflow tables, never from input.
 */
export function statusIn(column: AnyColumn, statuses: readonly string[]): SQL {
  if (statuses.length === 0) return sql`false`;
  return sql`${column} in (${sql.raw(statuses.map((s) => `'${s.replace(/[^A-Z_]/g, '')}'`).join(', '))})`;
}

/**
 * `column = any(array(subquery))`: the ids a search found in another table (products, users),
 * computed once (an InitPlan, through that table's trigram indexes), then matched through the
 * index on `column`. Two of them joined by OR on the same table become one BitmapOr, so a search
 * across a list's joined names never scans the list's own table.
 */
export function inIds(column: AnyColumn, subquery: SQL): SQL {
  return sql`${column} = any(array(${subquery}))`;
}

/**
 * A search across a list's joined names: the rows of `table` that any branch finds, each branch a
 * column of `table` and a sub-query of the ids it matches (selected as `id`).
 *
 * The whole programme's list (no `scope`): the branches' rows joined by UNION, each reached through
 * that column's index, so the planner can estimate it (an OR across columns, or
 * `= any(array(...))`, it cannot: it would read the whole table).
 *
 * One member's, supplier's or distributor's list (`scope`): the scope's rows are few, and the
 * search may match much of the programme (a name's first letter), so each row is checked instead,
 * through the primary keys of what it names (`exists (... where found.id = row.column)`), never by
 * computing every match in the programme first.
 */
export function foundBy(id: AnyColumn, table: string, branches: [column: string, ids: SQL][], scope?: SQL): SQL {
  if (scope) {
    const checks = branches.map(
      ([column, ids]) => sql`exists (select 1 from (${ids}) found where found.id = ${sql.identifier(table)}.${sql.identifier(column)})`,
    );
    return sql`(${sql.join(checks, sql` or `)})`;
  }
  const found = branches.map(([column, ids]) => sql`select f.id from ${sql.identifier(table)} f where f.${sql.identifier(column)} in (${ids})`);
  return sql`${id} in (${sql.join(found, sql` union `)})`;
}

/**
 * The product whose GTIN is the searched text, when that is a GTIN (8, 12, 13 or 14 digits with a
 * valid check digit): exactly, through products_gtin_uq. `false` for any other text.
 */
export function gtinIs(search: string): SQL {
  const gtin = normalizeGtin(search);
  return gtin ? sql`${products.gtin} = ${gtin}` : sql`false`;
}

/** Products whose name, brand or product id matches the search (their trigram and prefix indexes), or whose GTIN it is. */
export function productsMatching(search: string): SQL {
  return sql`select ${products._id} from ${products}
    where ${matches(products.name, search)} or ${matches(products.brand, search)} or ${matches(products.productId, search)} or ${gtinIs(search)}`;
}

/** Stocks of the products whose name, brand or product id matches the search (then `stocks_product_idx`). */
export function stocksOfProductsMatching(search: string): SQL {
  return sql`select s.id from ${stocks} s where s.product_id in (${productsMatching(search)})`;
}

/** Accounts of one type whose name matches the search (its trigram and prefix indexes). */
export function usersMatching(type: 'member' | 'supplier' | 'distributor', search: string): SQL {
  return sql`select ${users._id} from ${users} where ${users.type} = ${type} and ${matches(users.name, search)}`;
}
