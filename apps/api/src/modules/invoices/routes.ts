import { envelope, idParamsSchema, invoiceSchema, type UserType } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import type { InvoiceService } from './service.js';

export function invoiceRoutes(invoices: InvoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoice/:id',
      {
        config: { allow: ['member', 'supplier', 'healthpro'] as UserType[] },
        schema: {
          tags: ['invoices'],
          operationId: 'getInvoice',
          summary: 'Read an invoice',
          params: idParamsSchema,
          response: { 200: envelope(invoiceSchema) },
        },
      },
      async (request) => ok(await invoices.get(request.auth, request.params.id)),
    );
  };
}
