import {
  decisionSchema,
  distributorSelectionSchema,
  envelope,
  idParamsSchema,
  listQuerySchema,
  locationInputSchema,
  locationPageSchema,
  locationSchema,
  supplierLocationPageSchema,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { locationColumns } from './columns.js';
import type { LocationService } from './service.js';

const viewers = { allow: ['healthpro', 'supplier', 'distributor'] as UserType[] };
const owners = { allow: ['supplier', 'distributor'] as UserType[] };
const administrator = { allow: ['healthpro'] as UserType[] };
const tags = ['locations'];

export function locationRoutes(locations: LocationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/locations',
      {
        config: viewers,
        schema: { tags, querystring: listQuerySchema, response: { 200: envelope(locationPageSchema) } },
      },
      async (request) => ok(await locations.list(request.auth, request.query)),
    );
    app.get(
      '/locations.csv',
      { config: viewers, schema: { tags, summary: 'Export the Locations list as CSV', querystring: exportQuerySchema(listQuerySchema), ...csvRouteSchema } },
      (request, reply) =>
        sendCsv(request, reply, {
          name: 'locations',
          columns: columnsFor(locationColumns, request.auth.user.type),
          batches: locations.exportRows(request.auth, request.query),
        }),
    );
    app.get(
      '/locations/supplier',
      {
        config: { allow: ['supplier'] },
        schema: { tags, querystring: listQuerySchema, response: { 200: envelope(supplierLocationPageSchema) } },
      },
      async (request) => ok(await locations.supplierLocations(request.auth, request.query)),
    );
    app.get(
      '/locationlist',
      { config: viewers, schema: { tags, summary: 'Approved locations for pickers', response: { 200: envelope(z.array(locationSchema)) } } },
      async (request) => ok(await locations.approvedList(request.auth)),
    );
    app.get('/location/:id', { config: viewers, schema: { tags, params: idParamsSchema, response: { 200: envelope(locationSchema) } } }, async (request) =>
      ok(await locations.get(request.auth, request.params.id)),
    );
    app.post('/location', { config: owners, schema: { tags, body: locationInputSchema, response: { 200: envelope(locationSchema) } } }, async (request) =>
      ok(await locations.create(request.auth, request.body), 'api.locations.added'),
    );
    app.put(
      '/location/:id',
      {
        config: owners,
        schema: { tags, params: idParamsSchema, body: locationInputSchema.extend({ id: z.string().optional() }), response: { 200: envelope(locationSchema) } },
      },
      async (request) => {
        const { id: _ignored, ...input } = request.body;
        return ok(await locations.update(request.auth, request.params.id, input), 'api.locations.updated');
      },
    );
    app.delete('/location/:id', { config: owners, schema: { tags, params: idParamsSchema, response: { 200: envelope(z.null()) } } }, async (request) => {
      await locations.remove(request.auth, request.params.id);
      return ok(null, 'api.locations.deleted');
    });
    for (const decision of ['approve', 'deny'] as const) {
      app.post(
        `/location/:id/${decision}`,
        { config: administrator, schema: { tags, params: idParamsSchema, body: decisionSchema, response: { 200: envelope(locationSchema) } } },
        async (request) =>
          ok(
            await locations.decide(request.auth, request.params.id, decision, request.body?.version, request.body?.reason),
            decision === 'approve' ? 'api.locations.approved' : 'api.locations.denied',
          ),
      );
    }
    app.post(
      '/distributor',
      {
        config: { allow: ['supplier'] },
        schema: {
          tags,
          summary: 'Select the distributors a supplier works with',
          body: distributorSelectionSchema,
          response: { 200: envelope(z.object({ distributorIds: z.array(z.uuid()) })) },
        },
      },
      async (request) => ok(await locations.selectDistributors(request.auth, request.body.distributorIds), 'api.locations.distributorsSelected'),
    );
  };
}
