import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { invoices, products, users } from '../../db/schema.js';

/**
 * The invoice of a proposal (a par-level request's or a replenishment's), created at the first
 * proposal and revised with it; the amount is computed in SQL numeric.
 */
export async function upsertInvoice(
  tx: Executor,
  values: { memberId: string; supplierId: string; productId: string; units: number; unitPrice: string } & (
    { stockRequestId: string; replenishmentId?: never } | { replenishmentId: string; stockRequestId?: never }
  ),
) {
  const finalAmount = sql`(${values.units}::numeric * ${values.unitPrice}::numeric)`;
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, finalAmount })
    .onConflictDoUpdate({
      target: values.stockRequestId ? invoices.stockRequestId : invoices.replenishmentId,
      set: { units: values.units, unitPrice: values.unitPrice, finalAmount },
    })
    .returning({ _id: invoices._id });
  return row!._id;
}

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');

export function findInvoice(db: Executor, id: string, scope?: SQL) {
  return db
    .select({
      invoice: invoices,
      Supplier: { name: supplier.name, email: supplier.email, phone: supplier.phone, address: supplier.address, profilePic: supplier.profilePic },
      Member: { name: member.name, email: member.email, address: member.address, language: member.language },
      Product: { name: products.name, productId: products.productId, gtin: products.gtin },
    })
    .from(invoices)
    .innerJoin(member, eq(member._id, invoices.memberId))
    .innerJoin(supplier, eq(supplier._id, invoices.supplierId))
    .innerJoin(products, eq(products._id, invoices.productId))
    .where(and(eq(invoices._id, id), scope))
    .then((rows) => rows[0]);
}

export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'member') return eq(invoices.memberId, viewer._id);
  if (viewer.type === 'supplier') return eq(invoices.supplierId, viewer._id);
  if (viewer.type === 'healthpro') return undefined;
  return sql`false`;
}
