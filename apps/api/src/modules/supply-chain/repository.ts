import type { ListQuery, SupplyChainStatus } from '@rds/contract';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products, supplyChainItems, supplyChains, users } from '../../db/schema.js';
import { countAll, gtinIs, matches, orderFor, page } from '../../platform/paging.js';

/** Products with their supply chain (if any) and supplier. */
function selectCards(db: Executor) {
  return db
    .select({
      chain: supplyChains,
      product: products,
      Supplier: { _id: users._id, name: users.name, profilePic: users.profilePic },
    })
    .from(products)
    .innerJoin(users, eq(users._id, products.supplierId))
    .leftJoin(supplyChains, eq(supplyChains.productId, products._id));
}
export type ChainCard = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function ownedBy(viewer: { type: string; _id: string }): SQL | undefined {
  return viewer.type === 'supplier' ? eq(products.supplierId, viewer._id) : undefined;
}

/** Supply-chain cards as a query (scope, search, order; not paged), for `listCards` and an export. */
export function cardsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search
      ? or(matches(products.name, query.search), matches(products.productId, query.search), matches(products.brand, query.search), gtinIs(query.search))
      : undefined,
  );
  return {
    rows: selectCards(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: products.createdAt, name: products.name, id: products._id }))
      .$dynamic(),
    count: db.select(countAll).from(products).where(where),
  };
}

export function listCards(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => cardsQuery(on, scope, query), query);
}

export function findCardByChain(db: Executor, chainId: string, scope?: SQL) {
  return selectCards(db)
    .where(and(eq(supplyChains._id, chainId), scope))
    .then((rows) => rows[0]);
}

export function findCardByProduct(db: Executor, productId: string, scope?: SQL) {
  return selectCards(db)
    .where(and(eq(products._id, productId), scope))
    .then((rows) => rows[0]);
}

export function itemsOf(db: Executor, chainIds: string[]) {
  if (chainIds.length === 0) return Promise.resolve([]);
  return db.select().from(supplyChainItems).where(inArray(supplyChainItems.supplyChainId, chainIds)).orderBy(asc(supplyChainItems.createdAt));
}

/** The product's chain, created empty (DRAFT) the first time a partner is added. */
export async function ensureChain(tx: Executor, productId: string) {
  await tx.insert(supplyChains).values({ productId }).onConflictDoNothing();
  const [chain] = await tx.select().from(supplyChains).where(eq(supplyChains.productId, productId));
  return chain!;
}

export async function insertItem(tx: Executor, values: typeof supplyChainItems.$inferInsert) {
  const [row] = await tx.insert(supplyChainItems).values(values).returning();
  return row!;
}

/** An item with its chain's product, for the ownership check. */
export function findItem(db: Executor, itemId: string, scope?: SQL) {
  return db
    .select({ item: supplyChainItems, chain: supplyChains, product: products })
    .from(supplyChainItems)
    .innerJoin(supplyChains, eq(supplyChains._id, supplyChainItems.supplyChainId))
    .innerJoin(products, eq(products._id, supplyChains.productId))
    .where(and(eq(supplyChainItems._id, itemId), scope))
    .then((rows) => rows[0]);
}

export async function updateItem(tx: Executor, itemId: string, changes: Partial<typeof supplyChainItems.$inferInsert>) {
  const [row] = await tx.update(supplyChainItems).set(changes).where(eq(supplyChainItems._id, itemId)).returning();
  return row!;
}

export async function deleteItem(tx: Executor, itemId: string) {
  await tx.delete(supplyChainItems).where(eq(supplyChainItems._id, itemId));
}

/** Takes a chain's row lock (the first step of every transition and of every change of its partners). */
export function lockChain(tx: Executor, chainId: string) {
  return tx
    .select()
    .from(supplyChains)
    .where(eq(supplyChains._id, chainId))
    .for('update')
    .then((rows) => rows[0]);
}
export type LockedChain = typeof supplyChains.$inferSelect;

/** Saves a transition of a chain locked by `lockChain`: its status, next version, and when it was submitted or decided. */
export async function saveTransition(tx: Executor, chainId: string, status: SupplyChainStatus, version: number, decisionReason: string | null = null) {
  const now = new Date();
  const stamp = status === 'PENDING' ? { submittedAt: now } : status === 'DRAFT' ? {} : { decidedAt: now, decisionReason };
  await tx
    .update(supplyChains)
    .set({ status, version, updatedAt: now, ...stamp })
    .where(eq(supplyChains._id, chainId));
}
