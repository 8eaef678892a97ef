import type { Product } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { productPolicy } from './policy.js';
import { presentItem } from '../supply-chain/presenter.js';
import type { PartnerRow, ProductRecord, ProductWithSupplier } from './repository.js';

/**
 * A product as `viewer` reads it, with what they may do to it now; `records`: what still refers
 * to it; `partners`: its supply chain's partners (others' are left out here).
 */
export function presentProduct(
  { product, Supplier, supplyChainId }: ProductWithSupplier,
  viewer: Viewer,
  records: ProductRecord[],
  partners: PartnerRow[],
): Product {
  const mine = partners.filter((p) => supplyChainId !== null && p.supplyChainId === supplyChainId).map(presentItem);
  return {
    _id: product._id,
    productId: product.productId,
    gtin: product.gtin,
    name: product.name,
    brand: product.brand,
    image: product.image,
    contractNumber: product.contractNumber,
    price: Number(product.price),
    minimumOrderSize: product.minimumOrderSize,
    supplierId: product.supplierId,
    Supplier,
    isApproved: product.isApproved,
    supplyChainId,
    materialSuppliers: mine.filter((p) => p.type === 'MATERIAL_SUPPLIER'),
    manufacturingFacilities: mine.filter((p) => p.type === 'MANUFACTURING_FACILITIES'),
    warehouses: mine.filter((p) => p.type === 'WAREHOUSES'),
    abilities: productPolicy.abilitiesOf(viewer, { name: product.name, records }),
    createdAt: product.createdAt.toISOString(),
  };
}
