import type { ListQuery } from '@rds/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invoices, products, stocks, supplierDistributors, supplyChainItems, supplyChains, users } from '../../db/schema.js';
import { countAll, gtinIs, inIds, matches, orderFor, page, usersMatching } from '../../platform/paging.js';

function selectProducts(db: Executor) {
  return db
    .select({
      product: products,
      Supplier: { _id: users._id, name: users.name, email: users.email, address: users.address, profilePic: users.profilePic },
      supplyChainId: supplyChains._id,
    })
    .from(products)
    .innerJoin(users, eq(users._id, products.supplierId))
    .leftJoin(supplyChains, eq(supplyChains.productId, products._id));
}
export type ProductWithSupplier = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/**
 * The administrator sees every product, a supplier its own, members the approved ones, and a
 * distributor the approved products of the suppliers it works with.
 */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'healthpro':
      return undefined;
    case 'supplier':
      return eq(products.supplierId, viewer._id);
    case 'distributor':
      return and(
        eq(products.isApproved, true),
        sql`${products.supplierId} in (select ${supplierDistributors.supplierId} from ${supplierDistributors} where ${supplierDistributors.distributorId} = ${viewer._id})`,
      );
    default:
      return eq(products.isApproved, true);
  }
}

/** Products the member does not yet hold in its reserve. */
export function notInReserveOf(memberId: string): SQL {
  return sql`not exists (select 1 from ${stocks} where ${stocks.productId} = ${products._id} and ${stocks.memberId} = ${memberId})`;
}

/** The catalogue as a query (scope, search, order; not paged): every condition on `products` (its trigram indexes), so the count joins nothing. */
export function productsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const search = query.search
    ? or(
        matches(products.name, query.search),
        matches(products.brand, query.search),
        matches(products.productId, query.search),
        matches(products.contractNumber, query.search),
        gtinIs(query.search),
        inIds(products.supplierId, usersMatching('supplier', query.search)),
      )
    : undefined;
  const where = and(scope, search);
  return {
    rows: selectProducts(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: products.createdAt, name: products.name, id: products._id }))
      .$dynamic(),
    count: db.select(countAll).from(products).where(where),
  };
}

export function listProducts(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => productsQuery(on, scope, query), query);
}

export function findProduct(db: Executor, id: string, scope?: SQL) {
  return selectProducts(db)
    .where(and(eq(products._id, id), scope))
    .then((rows) => rows[0]);
}

export async function productIdTaken(db: Executor, productId: string, exceptId: string | null) {
  const rows = await db
    .select({ _id: products._id })
    .from(products)
    .where(and(sql`lower(${products.productId}) = ${productId.toLowerCase()}`, exceptId ? sql`${products._id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The product other than `exceptId` that has this GTIN (14 digits), if any. */
export async function productWithGtin(db: Executor, gtin: string, exceptId: string | null) {
  const rows = await db
    .select({ name: products.name, productId: products.productId })
    .from(products)
    .where(and(eq(products.gtin, gtin), exceptId ? sql`${products._id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows[0];
}

export async function isActiveSupplier(db: Executor, id: string) {
  const rows = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users._id, id), eq(users.type, 'supplier'), eq(users.isActive, true)));
  return rows.length > 0;
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(db: Executor, id: string, changes: Partial<typeof products.$inferInsert>) {
  await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products._id, id));
}

/** What still refers to a product: its stock held by members, invoices. */
export type ProductRecord = 'stock' | 'invoices';

/**
 * Which of the products `ids` still have records that refer to them, one look-up of each kind for
 * the whole page (by `stocks_product_idx` and `invoices_product_idx`): those cannot be deleted.
 */
export async function recordsOf(db: Executor, ids: string[]) {
  const records = new Map<string, ProductRecord[]>();
  if (ids.length === 0) return records;
  const [held, invoiced] = await Promise.all([
    db.selectDistinct({ productId: stocks.productId }).from(stocks).where(inArray(stocks.productId, ids)),
    db.selectDistinct({ productId: invoices.productId }).from(invoices).where(inArray(invoices.productId, ids)),
  ]);
  const add = (what: ProductRecord) => (row: { productId: string | null }) =>
    row.productId && records.set(row.productId, [...(records.get(row.productId) ?? []), what]);
  held.forEach(add('stock'));
  invoiced.forEach(add('invoices'));
  return records;
}

/** The partners of the given supply chains, in the order they were added: one query for a page of products. */
export function partnersOf(db: Executor, chainIds: string[]) {
  if (chainIds.length === 0) return Promise.resolve([]);
  return db.select().from(supplyChainItems).where(inArray(supplyChainItems.supplyChainId, chainIds)).orderBy(asc(supplyChainItems.createdAt));
}
export type PartnerRow = Awaited<ReturnType<typeof partnersOf>>[number];

/** Deletes a product and its supply chain (items go with it). */
export async function deleteProduct(db: Executor, id: string) {
  await db.delete(supplyChains).where(eq(supplyChains.productId, id));
  await db.delete(products).where(eq(products._id, id));
}

/** Whether members may enrol the product: written here only, as its supply chain is submitted and decided. */
export async function setApproval(tx: Executor, productId: string, isApproved: boolean) {
  await tx.update(products).set({ isApproved, updatedAt: new Date() }).where(eq(products._id, productId));
}
