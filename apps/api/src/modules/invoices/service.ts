import type { Invoice } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './repository.js';

export function createInvoiceService(db: Database) {
  return {
    upsertInvoice: repo.upsertInvoice,

    async get(auth: AuthContext, id: string): Promise<Invoice> {
      const row = await repo.findInvoice(db, id, repo.visibleTo(auth.user));
      if (!row) throw notFound('api.notFound.record', { name: 'invoice' });
      return {
        _id: row.invoice._id,
        invoiceId: row.invoice.invoiceId,
        createdAt: row.invoice.createdAt.toISOString(),
        finalAmount: Number(row.invoice.finalAmount),
        units: row.invoice.units,
        Supplier: row.Supplier,
        Member: row.Member,
        Product: { ...row.Product, price: Number(row.invoice.unitPrice) },
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
