import { conflict } from '../../platform/errors.js';
import { definePolicy } from '../../platform/policy.js';
import type { ProductRecord } from './repository.js';

/** A product as its policy reads it: its name and the records that still refer to it (`repository.ts`'s `recordsOf`). */
export interface ProductState {
  name: string;
  records: ProductRecord[];
}

/** The administrator edits the catalogue, and deletes a product nothing refers to any more. */
export const productPolicy = definePolicy(null, {
  edit: { by: ['healthpro'] },
  delete: {
    by: ['healthpro'],
    refuse: (_, { name, records }: ProductState) =>
      records.length > 0
        ? () => conflict('record.inUse', 'api.products.inUse', { name, records: { list: records.map((what) => `api.productRecord.${what}`) } })
        : undefined,
  },
});
