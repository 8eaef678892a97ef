import {
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  transferPageSchema,
  transferRequestSchema,
  transferSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { transferColumns } from './columns.js';
import type { TransferService } from './service.js';

const tags = ['transfers'];
const everyone = { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] };
const one = envelope(transferSchema);

export function transferRoutes(transfers: TransferService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stock/:id/transfer/request',
      {
        config: { allow: ['member'] as UserType[] },
        schema: {
          tags,
          operationId: 'requestTransfer',
          summary: 'Offer units of lots of this stock to another member',
          params: idParamsSchema,
          body: transferRequestSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await transfers.request(request.auth, request.params.id, request.body), 'api.transfers.requested'),
    );
    app.get(
      '/stocktransfers',
      {
        config: everyone,
        schema: {
          tags,
          operationId: 'listTransfers',
          summary: 'List transfers',
          querystring: listQuerySchema,
          response: { 200: envelope(transferPageSchema) },
        },
      },
      async (request) => ok(await transfers.list(request.auth, request.query)),
    );
    app.get(
      '/stocktransfers.csv',
      {
        config: everyone,
        schema: {
          tags,
          operationId: 'exportTransfersCsv',
          summary: 'Export the transfers list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) => sendCsv(request, reply, { name: 'transfers', columns: transferColumns, batches: transfers.exportRows(request.auth, request.query) }),
    );
    app.get(
      '/stocktransfer/:id',
      { config: everyone, schema: { tags, operationId: 'getTransfer', summary: 'Read a transfer', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await transfers.get(request.auth, request.params.id)),
    );
    for (const decision of ['approve', 'deny'] as const) {
      app.patch(
        `/stocktransfer/:id/${decision}`,
        {
          config: { allow: ['member'] as UserType[] },
          schema: {
            tags,
            operationId: `${decision}Transfer`,
            summary: decision === 'approve' ? 'Accept the units offered, as shown (`version`)' : 'Decline the units offered, as shown (`version`)',
            params: idParamsSchema,
            body: decisionSchema,
            response: { 200: one },
          },
        },
        async (request) =>
          ok(
            await transfers.decide(request.auth, request.params.id, decision, request.body?.version),
            decision === 'approve' ? 'api.transfers.approved' : 'api.transfers.denied',
          ),
      );
    }
  };
}
