import type { Product } from '@rds/contract';
import type { ProductWithSupplier } from './repository.js';

export function presentProduct({ product, Supplier, supplyChainId }: ProductWithSupplier): Product {
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
    createdAt: product.createdAt.toISOString(),
  };
}
