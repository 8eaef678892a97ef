import {
  envelope,
  idParamsSchema,
  productCreateSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productUpdateSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { readMultipartForm } from '../../platform/uploads.js';
import { productColumns } from './columns.js';
import { productImageUpload, type ProductService } from './service.js';

const administrator = { allow: ['healthpro'] as UserType[] };
const tags = ['products'];

export function productRoutes(products: ProductService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags,
          operationId: 'listProducts',
          summary: 'List the products',
          querystring: productListQuerySchema,
          response: { 200: envelope(productPageSchema) },
        },
      },
      async (request) => ok(await products.list(request.auth, request.query)),
    );
    app.get(
      '/products.csv',
      {
        schema: {
          tags,
          operationId: 'exportProductsCsv',
          summary: 'Export the Products list as CSV',
          querystring: exportQuerySchema(productListQuerySchema),
          ...csvRouteSchema,
        },
      },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'products',
          columns: columnsFor(productColumns, request.auth.user.type),
          batches: products.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/product/:id',
      { schema: { tags, operationId: 'getProduct', summary: 'Read a product', params: idParamsSchema, response: { 200: envelope(productSchema) } } },
      async (request) => ok(await products.get(request.auth, request.params.id)),
    );
    app.post(
      '/product',
      {
        config: { ...administrator, form: { fields: productCreateSchema, file: 'image' } },
        schema: {
          tags,
          operationId: 'createProduct',
          summary: 'Create a product',
          consumes: ['multipart/form-data'],
          response: { 200: envelope(productSchema) },
        },
      },
      async (request) => ok(await products.create(request.auth, await readMultipartForm(request, productImageUpload)), 'api.products.created'),
    );
    app.patch(
      '/product/:id',
      {
        config: { ...administrator, form: { fields: productUpdateSchema, file: 'image' } },
        schema: {
          tags,
          operationId: 'updateProduct',
          summary: 'Edit a product',
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(productSchema) },
        },
      },
      async (request) =>
        ok(await products.update(request.auth, request.params.id, await readMultipartForm(request, productImageUpload)), 'api.products.updated'),
    );
    app.delete(
      '/product/:id',
      {
        config: administrator,
        schema: { tags, operationId: 'deleteProduct', summary: 'Delete a product', params: idParamsSchema, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await products.remove(request.auth, request.params.id);
        return ok(null, 'api.products.deleted');
      },
    );
  };
}
