import type { SupplyChain, SupplyChainItem } from '@rds/contract';
import type { supplyChainItems } from '../../db/schema.js';
import type { Viewer } from '../../platform/policy.js';
import { supplyChainPolicy } from './policy.js';
import type { ChainCard } from './repository.js';

type ItemRow = typeof supplyChainItems.$inferSelect;

export function presentItem(row: ItemRow): SupplyChainItem {
  return { _id: row._id, type: row.type, name: row.name, line1: row.line1, line2: row.line2, postalCode: row.postalCode, flag: row.flag };
}

/** A product's chain card as `viewer` reads it, with what they may do to it now. */
export function presentChain({ chain, product, Supplier }: ChainCard, items: ItemRow[], viewer: Viewer): SupplyChain {
  const mine = items.filter((i) => chain && i.supplyChainId === chain._id).map(presentItem);
  const status = chain?.status ?? 'DRAFT';
  return {
    _id: chain?._id ?? null,
    status,
    isApproved: chain?.status === 'APPROVED',
    Product: {
      _id: product._id,
      productId: product.productId,
      gtin: product.gtin,
      name: product.name,
      brand: product.brand,
      image: product.image,
      isApproved: product.isApproved,
      Supplier,
    },
    materialSuppliers: mine.filter((i) => i.type === 'MATERIAL_SUPPLIER'),
    manufacturingFacilities: mine.filter((i) => i.type === 'MANUFACTURING_FACILITIES'),
    warehouses: mine.filter((i) => i.type === 'WAREHOUSES'),
    submittedAt: chain?.submittedAt?.toISOString() ?? null,
    decisionReason: chain?.decisionReason ?? null,
    version: chain?.version ?? 0,
    abilities: supplyChainPolicy.abilitiesOf(viewer, { status, partners: mine.length }),
  };
}
