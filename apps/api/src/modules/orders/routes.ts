import {
  decisionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  orderCreateSchema,
  orderDispatchSchema,
  orderPageSchema,
  orderSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { expiringOrderColumns, orderColumns } from './columns.js';
import type { OrderService } from './service.js';

const tags = ['orders'];
const one = envelope(orderSchema);

export function orderRoutes(orders: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders',
      {
        config: { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] },
        schema: { tags, operationId: 'listOrders', summary: 'List orders', querystring: listQuerySchema, response: { 200: envelope(orderPageSchema) } },
      },
      async (request) => ok(await orders.list(request.auth, request.query)),
    );
    app.get(
      '/orders/expiring',
      {
        config: { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'listExpiringOrders',
          summary: 'List the orders of expiring lots',
          querystring: listQuerySchema,
          response: { 200: envelope(orderPageSchema) },
        },
      },
      async (request) => ok(await orders.listExpiring(request.auth, request.query)),
    );
    for (const [path, expiring, operationId] of [
      ['/orders.csv', false, 'exportOrdersCsv'],
      ['/orders/expiring.csv', true, 'exportExpiringOrdersCsv'],
    ] as const) {
      app.get(
        path,
        {
          config: { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] },
          schema: {
            tags,
            operationId,
            summary: expiring ? 'Export the Expiring Lots list as CSV' : 'Export the Orders list as CSV',
            querystring: exportQuerySchema(listQuerySchema),
            ...csvRouteSchema,
          },
        },
        (request, reply) =>
          sendCsv(request, reply, {
            name: expiring ? 'expiring-lots' : 'orders',
            columns: columnsFor(expiring ? expiringOrderColumns : orderColumns, request.auth.user.type),
            batches: orders.exportRows(request.auth, request.query, expiring),
          }),
      );
    }
    app.post(
      '/expiringlots/run',
      {
        config: { allow: ['healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'runExpiringLotsJob',
          summary: 'Run the expiring-lots job now',
          response: { 200: envelope(z.object({ created: z.number().int() })) },
        },
      },
      async () => {
        const { created } = await orders.runExpiringLotsJob({ force: true });
        return ok({ created }, 'api.orders.expiringCreated', { count: created });
      },
    );
    app.patch(
      '/order/:id/approve',
      {
        config: { allow: ['member'] as UserType[] },
        schema: {
          tags,
          operationId: 'approveExpiringOrder',
          summary: 'Approve an expiring-lot order: the lot leaves the stock and its replacement opens',
          params: idParamsSchema,
          body: decisionSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await orders.approve(request.auth, request.params.id, request.body?.version), 'api.orders.expiringApproved'),
    );
    app.get(
      '/order/:id',
      {
        config: { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] },
        schema: { tags, operationId: 'getOrder', summary: 'Read an order', params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ok(await orders.get(request.auth, request.params.id)),
    );
    app.post(
      '/stock/:id/order',
      {
        config: { allow: ['member'] as UserType[] },
        schema: {
          tags,
          operationId: 'createOrderFromStock',
          summary: 'Order units of lots of one stock: each line becomes one order, and the units leave the stock at once',
          params: idParamsSchema,
          body: orderCreateSchema,
          response: { 200: envelope(z.object({ orders: z.array(orderSchema) })) },
        },
      },
      async (request) => {
        const created = await orders.create(request.auth, request.params.id, request.body.orderUnits);
        return ok(created, 'api.orders.placed', { count: created.orders.length });
      },
    );
    app.patch(
      '/order/:id/dispatch',
      {
        config: { allow: ['supplier', 'distributor'] as UserType[] },
        schema: {
          tags,
          operationId: 'dispatchOrder',
          summary: 'Dispatch an order (by the supplier or the distributor of its location)',
          params: idParamsSchema,
          body: orderDispatchSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await orders.dispatch(request.auth, request.params.id, request.body.type), 'api.orders.dispatched'),
    );
    app.patch(
      '/order/:id/complete',
      {
        config: { allow: ['member'] as UserType[] },
        schema: { tags, operationId: 'completeOrder', summary: 'Confirm receipt', params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ok(await orders.complete(request.auth, request.params.id), 'api.orders.received'),
    );
  };
}
