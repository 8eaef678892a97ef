import {
  allocationQuerySchema,
  allocationSchema,
  envelope,
  figureBasisSchema,
  idParamsSchema,
  listQuerySchema,
  lotRecallQuerySchema,
  lotRecallSchema,
  stockAggregatePageSchema,
  stockListQuerySchema,
  stockPageSchema,
  stockReplacableSchema,
  stockSchema,
  sureSupplyEnrolSchema,
  sureSupplyPageSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { aggregateColumns, stockColumns } from './columns.js';
import type { StockService } from './service.js';

const tags = ['stock'];
const member = { allow: ['member'] as UserType[] };
const everyone = { allow: ['member', 'supplier', 'distributor', 'healthpro'] as UserType[] };

export function stockRoutes(stock: StockService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/suresupply',
      {
        config: member,
        schema: {
          tags,
          operationId: 'enrolProducts',
          summary: 'Enrol products in the Reserve Drug Supply',
          body: sureSupplyEnrolSchema,
          response: { 200: envelope(z.array(stockSchema)) },
        },
      },
      async (request) => ok(await stock.enrol(request.auth, request.body.productIds), 'api.stock.enrolled'),
    );
    app.get(
      '/suresupply',
      {
        config: member,
        schema: {
          tags,
          operationId: 'listSureSupply',
          summary: 'List my Reserve Drug Supply: par level, units, monthly usage and days of cover of each',
          querystring: stockListQuerySchema,
          response: { 200: envelope(sureSupplyPageSchema) },
        },
      },
      async (request) => ok(await stock.sureSupply(request.auth, request.query)),
    );
    app.get(
      '/stocks',
      {
        schema: {
          tags,
          operationId: 'listStocks',
          summary: 'List stocks: par level, units, lots, monthly usage and days of cover of each',
          querystring: stockListQuerySchema,
          response: { 200: envelope(stockPageSchema) },
        },
      },
      async (request) => ok(await stock.list(request.auth, request.query)),
    );
    app.get(
      '/stocks/figures',
      {
        schema: {
          tags,
          operationId: 'getFigureBasis',
          summary: "How the stocks' figures are computed: the usage window in months, the lead time in days, and the day they are as of",
          response: { 200: envelope(figureBasisSchema) },
        },
      },
      async () => ok(await stock.figureBasis()),
    );
    app.get(
      '/stocks/aggregate',
      {
        config: { allow: ['supplier', 'healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'listTotalStock',
          summary: 'Total Stock: each product at each location, with the lots members hold there',
          querystring: listQuerySchema,
          response: { 200: envelope(stockAggregatePageSchema) },
        },
      },
      async (request) => ok(await stock.aggregate(request.auth, request.query)),
    );
    app.get(
      '/suresupply.csv',
      {
        config: member,
        schema: {
          tags,
          operationId: 'exportSureSupplyCsv',
          summary: 'Export the Reserve Drug Supply as CSV',
          querystring: exportQuerySchema(stockListQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'reserve-drug-supply',
          columns: columnsFor(stockColumns, request.auth.user.type),
          batches: stock.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/stocks.csv',
      {
        schema: {
          tags,
          operationId: 'exportStocksCsv',
          summary: 'Export the stock list as CSV',
          querystring: exportQuerySchema(stockListQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'stock',
          columns: columnsFor(stockColumns, request.auth.user.type),
          batches: stock.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/stocks/aggregate.csv',
      {
        config: { allow: ['supplier', 'healthpro'] as UserType[] },
        schema: {
          tags,
          operationId: 'exportTotalStockCsv',
          summary: 'Export Total Stock as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, { name: 'total-stock', columns: aggregateColumns, batches: stock.exportAggregate(request.auth, request.query) }),
    );
    app.get(
      '/stock/:id',
      { schema: { tags, operationId: 'getStock', summary: 'Read a stock', params: idParamsSchema, response: { 200: envelope(stockSchema) } } },
      async (request) => ok(await stock.get(request.auth, request.params.id)),
    );
    app.patch(
      '/stock/:id',
      {
        config: member,
        schema: {
          tags,
          operationId: 'setStockReplacable',
          summary: "Let the supplier replace this stock's lots with fresher ones, or not (`isReplacable`)",
          params: idParamsSchema,
          body: stockReplacableSchema,
          response: { 200: envelope(stockSchema) },
        },
      },
      async (request) =>
        ok(
          await stock.setReplacable(request.auth, request.params.id, request.body.isReplacable),
          request.body.isReplacable ? 'api.stock.replacableOn' : 'api.stock.replacableOff',
        ),
    );
    app.get(
      '/stock/:id/allocation',
      {
        config: member,
        schema: {
          tags,
          operationId: 'allocateFirstExpiry',
          summary: 'Plan units from my stock, earliest-expiring lots first (expired lots and held units skipped)',
          params: idParamsSchema,
          querystring: allocationQuerySchema,
          response: { 200: envelope(allocationSchema) },
        },
      },
      async (request) => ok(await stock.allocate(request.auth, request.params.id, request.query.units)),
    );
    app.get(
      '/lots/recall',
      {
        config: everyone,
        schema: {
          tags,
          operationId: 'findLotRecall',
          summary: 'Whether an active recall names a lot of the product with this GTIN (a scanned pack), and which',
          querystring: lotRecallQuerySchema,
          response: { 200: envelope(lotRecallSchema) },
        },
      },
      async (request) => ok(await stock.lotRecall(request.query.gtin, request.query.lotNumber)),
    );
  };
}
