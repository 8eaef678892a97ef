import { isAtRisk, stockStatus, type Stock } from '@rds/contract';
import type { stockRequests } from '../../db/schema.js';
import type { Viewer } from '../../platform/policy.js';
import { lotPolicy } from '../adjustments/policy.js';
import { stockPolicy } from './policy.js';
import type { StockRow, unitsOf } from './repository.js';

type UnitRow = Awaited<ReturnType<typeof unitsOf>>[number];
type RequestRow = typeof stockRequests.$inferSelect;

export function presentProductBrief(
  product: Pick<StockRow['product'], '_id' | 'productId' | 'name' | 'brand' | 'image' | 'price' | 'contractNumber' | 'gtin'>,
) {
  return {
    _id: product._id,
    productId: product.productId,
    gtin: product.gtin,
    name: product.name,
    brand: product.brand,
    image: product.image,
    price: Number(product.price),
    contractNumber: product.contractNumber,
  };
}

/** A stock as `viewer` reads it, with what they may do with it now. */
export function presentStock(row: StockRow, units: UnitRow[], openRequest: RequestRow | undefined, leadTimeDays: number, viewer: Viewer): Stock {
  const averageMonthlyUsage = row.stock.averageMonthlyUsage === null ? null : Number(row.stock.averageMonthlyUsage);
  const daysOfCover = row.stock.daysOfCover === null ? null : Number(row.stock.daysOfCover);
  return {
    _id: row.stock._id,
    parLevel: row.stock.parLevel,
    minimumExpiry: row.stock.minimumExpiry,
    totalAssignedUnits: row.totalAssignedUnits,
    recalledUnits: row.stock.recalledUnits,
    isReplacable: row.stock.isReplacable,
    status: stockStatus({ parLevel: row.stock.parLevel, onHandUnits: row.stock.onHandUnits, openRequestStatus: openRequest?.status ?? null }),
    Product: presentProductBrief(row.product),
    Member: row.Member,
    Supplier: row.Supplier,
    StockUnits: units
      .filter((u) => u.unit.stockId === row.stock._id)
      .map((u) => ({
        _id: u.unit._id,
        abilities: lotPolicy.abilitiesOf(viewer, u.operators),
        Location: u.Location,
        assignedUnits: u.unit.units,
        reservedUnits: u.unit.reservedUnits,
        // A frozen lot's units stay on hand but none may leave but by the recall's disposition.
        availableUnits: u.recall ? 0 : u.unit.units - u.unit.reservedUnits,
        lotNumber: u.unit.lotNumber,
        expiry: u.unit.expiry,
        recalled: u.recall !== null,
        recall: u.recall,
      })),
    openRequest: openRequest
      ? {
          _id: openRequest._id,
          kind: openRequest.kind,
          status: openRequest.status,
          requestedParLevel: openRequest.requestedParLevel,
          minimumExpiry: openRequest.minimumExpiry,
        }
      : null,
    requestedParLevel: openRequest?.requestedParLevel ?? null,
    requestedMinExpiry: openRequest?.minimumExpiry ?? null,
    averageMonthlyUsage,
    daysOfCover,
    atRisk: isAtRisk({ daysOfCover, onHandUnits: row.stock.onHandUnits, parLevel: row.stock.parLevel }, leadTimeDays),
    abilities: stockPolicy.abilitiesOf(viewer, { parLevel: row.stock.parLevel, isReplacable: row.stock.isReplacable, openRequest }),
    createdAt: row.stock.createdAt.toISOString(),
  };
}
