/** What the recall tests share: a small programme of the product to recall, and the books' check. */
import dayjs from 'dayjs';
import { expect } from 'vitest';
import { locations, products, stocks, users } from '../../db/schema.js';
import type { TestContext } from '../../../test/harness.js';
import { balances, receiveLot, reconcile } from '../stock/ledger.js';

export const expiry = (months: number) => dayjs().add(months, 'month').format('YYYY-MM-DD');

/** The ledger's reconciliation finds nothing amiss: lots, stocks, holds and kept figures. */
export async function expectBalanced(ctx: TestContext) {
  const books = await reconcile(ctx.db);
  expect(books).toEqual(expect.objectContaining({ lots: [], stocks: [], holds: [], figures: [] }));
  expect(balances(books)).toBe(true);
}

type User = typeof users.$inferSelect;
let made = 0;

/**
 * A product of the supplier's with stocks for both members (`consent`: whether they let the
 * supplier replace their lots), a location the distributor operates and one the supplier operates,
 * and `lot` to receive lots of the given numbers there.
 */
export async function recallProgramme(
  ctx: TestContext,
  who: { member: User; member2: User; supplier: User; distributor: User },
  { prefix, consent = true }: { prefix: string; consent?: boolean },
) {
  const n = ++made;
  const [product] = await ctx.db
    .insert(products)
    .values({
      productId: `${prefix}-${n}`,
      name: `${prefix} ${n} mg`,
      brand: 'Recall',
      contractNumber: `CN-${prefix}-${n}`,
      price: '1.00',
      supplierId: who.supplier._id,
    })
    .returning();
  const [byDistributor, bySupplier] = await ctx.db
    .insert(locations)
    .values([
      {
        name: `${prefix} Shelf D${n}`,
        line1: '1 Test St',
        line2: 'Toronto, ON',
        postalCode: 'M5V 1A1',
        status: 'APPROVED',
        distributorId: who.distributor._id,
      },
      { name: `${prefix} Shelf S${n}`, line1: '2 Test St', line2: 'Toronto, ON', postalCode: 'M5V 1A2', status: 'APPROVED', supplierId: who.supplier._id },
    ])
    .returning();
  const [stockA, stockB] = await ctx.db
    .insert(stocks)
    .values([
      { memberId: who.member._id, productId: product!._id, parLevel: 0, isReplacable: consent },
      { memberId: who.member2._id, productId: product!._id, parLevel: 0, isReplacable: consent },
    ])
    .returning();
  const lot = (stockId: string, locationId: string, lotNumber: string, units: number) =>
    ctx.db.transaction((tx) => receiveLot(tx, { stockId, locationId, lotNumber, expiry: expiry(12), units }, { reason: 'SEED' }));
  return { product: product!, stockA: stockA!._id, stockB: stockB!._id, locations: { byDistributor: byDistributor!._id, bySupplier: bySupplier!._id }, lot };
}
