import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { productPolicy, type ProductState } from './policy.js';

const product = (records: ProductState['records'] = []): ProductState => ({ name: 'Amoxicillin', records });
const administrator: Viewer = { _id: 'h', type: 'healthpro', readOnly: false };

describe('product policy', () => {
  it.each([
    ['the administrator', administrator, product(), { edit: true, delete: true }],
    ['the administrator, held in stock', administrator, product(['stock']), { edit: true, delete: false }],
    ['the administrator, invoiced', administrator, product(['invoices']), { edit: true, delete: false }],
    ['the administrator with a read-only key', { ...administrator, readOnly: true }, product(), { edit: false, delete: false }],
    ['the supplier', { _id: 's', type: 'supplier', readOnly: false }, product(), { edit: false, delete: false }],
    ['the member', { _id: 'm', type: 'member', readOnly: false }, product(), { edit: false, delete: false }],
    ['the distributor', { _id: 'd', type: 'distributor', readOnly: false }, product(), { edit: false, delete: false }],
  ] as const)('%s', (_, viewer, record, abilities) => {
    expect(productPolicy.abilitiesOf(viewer, record)).toEqual(abilities);
  });

  it('refuses to delete a product still referred to with 409, naming what refers to it', () => {
    expect(() => productPolicy.authorize(administrator, product(['stock', 'invoices']), 'delete')).toThrow(
      expect.objectContaining({
        status: 409,
        reason: 'record.inUse',
        params: { name: 'Amoxicillin', records: { list: ['api.productRecord.stock', 'api.productRecord.invoices'] } },
      }),
    );
  });
});
