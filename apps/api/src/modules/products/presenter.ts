import type { Product } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { productPolicy } from './policy.js';
import type { ProductRecord, ProductWithSupplier } from './repository.js';

/** A product as `viewer` reads it, with what they may do to it now; `records`: what still refers to it. */
export function presentProduct({ product, Supplier, supplyChainId }: ProductWithSupplier, viewer: Viewer, records: ProductRecord[]): Product {
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
    abilities: productPolicy.abilitiesOf(viewer, { name: product.name, records }),
    createdAt: product.createdAt.toISOString(),
  };
}
