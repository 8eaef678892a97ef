import {
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  supplyChainDeleteSchema,
  supplyChainItemInputSchema,
  supplyChainItemSchema,
  supplyChainItemUpdateSchema,
  supplyChainPageSchema,
  supplyChainSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { supplyChainColumns } from './columns.js';
import type { SupplyChainService } from './service.js';

const viewers = { allow: ['supplier', 'healthpro'] as UserType[] };
const supplier = { allow: ['supplier'] as UserType[] };
const administrator = { allow: ['healthpro'] as UserType[] };
const tags = ['supply chain'];

export function supplyChainRoutes(chains: SupplyChainService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/supplychain',
      {
        config: viewers,
        schema: {
          tags,
          operationId: 'listSupplyChains',
          summary: 'List supply chains',
          querystring: listQuerySchema,
          response: { 200: envelope(supplyChainPageSchema) },
        },
      },
      async (request) => ok(await chains.list(request.auth, request.query)),
    );
    app.get(
      '/supplychain.csv',
      {
        config: viewers,
        schema: {
          tags,
          operationId: 'exportSupplyChainsCsv',
          summary: 'Export the supply chain list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'supply-chains',
          columns: columnsFor(supplyChainColumns, request.auth.user.type),
          batches: chains.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/supplychain/:id',
      {
        config: viewers,
        schema: { tags, operationId: 'getSupplyChain', summary: 'Read a supply chain', params: idParamsSchema, response: { 200: envelope(supplyChainSchema) } },
      },
      async (request) => ok(await chains.get(request.auth, request.params.id)),
    );
    app.post(
      '/product/:id/supplychain',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'addSupplyChainPartner',
          summary: 'Add a material supplier, manufacturing facility or warehouse',
          params: idParamsSchema,
          body: supplyChainItemInputSchema,
          response: { 200: envelope(z.object({ data: z.object({ supplyChainInfo: supplyChainItemSchema, supplyChainId: z.uuid() }) })) },
        },
      },
      async (request) => ok(await chains.addItem(request.auth, request.params.id, request.body), 'api.supplyChain.partnerAdded'),
    );
    app.patch(
      '/supplychain/:id',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'updateSupplyChainPartner',
          summary: "Edit a partner (id is the partner's)",
          params: idParamsSchema,
          body: supplyChainItemUpdateSchema,
          response: { 200: envelope(supplyChainItemSchema) },
        },
      },
      async (request) => ok(await chains.updateItem(request.auth, request.params.id, request.body), 'api.supplyChain.partnerUpdated'),
    );
    app.post(
      '/supplychain/:id/delete',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'deleteSupplyChainPartner',
          summary: "Delete a partner (id is the partner's)",
          params: idParamsSchema,
          body: supplyChainDeleteSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await chains.deleteItem(request.auth, request.params.id, request.body.type);
        return ok(null, 'api.supplyChain.partnerDeleted');
      },
    );
    app.post(
      '/supplychain/:id',
      {
        config: supplier,
        schema: {
          tags,
          operationId: 'submitSupplyChain',
          summary: 'Submit the supply chain for approval',
          params: idParamsSchema,
          response: { 200: envelope(supplyChainSchema) },
        },
      },
      async (request) => ok(await chains.transition(request.auth, request.params.id, 'submit'), 'api.supplyChain.submitted'),
    );
    for (const decision of ['approve', 'deny'] as const) {
      app.post(
        `/supplychain/:id/${decision}`,
        {
          config: administrator,
          schema: {
            tags,
            operationId: `${decision}SupplyChain`,
            summary: decision === 'approve' ? 'Approve a submitted supply chain' : 'Deny a submitted supply chain, with a reason',
            params: idParamsSchema,
            body: decisionSchema,
            response: { 200: envelope(supplyChainSchema) },
          },
        },
        async (request) =>
          ok(
            await chains.transition(request.auth, request.params.id, decision, request.body?.version, request.body?.reason),
            decision === 'approve' ? 'api.supplyChain.approved' : 'api.supplyChain.denied',
          ),
      );
    }
  };
}
