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
        schema: {
          tags,
          operationId: 'listLocations',
          summary: 'List locations',
          querystring: listQuerySchema,
          response: { 200: envelope(locationPageSchema) },
        },
      },
      async (request) => ok(await locations.list(request.auth, request.query)),
    );
    app.get(
      '/locations.csv',
      {
        config: viewers,
        schema: {
          tags,
          operationId: 'exportLocationsCsv',
          summary: 'Export the Locations list as CSV',
          querystring: exportQuerySchema(listQuerySchema),
          ...csvRouteSchema,
        },
      },
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
        schema: {
          tags,
          operationId: 'listSupplierLocations',
          summary: "List the supplier's own locations and its distributors' locations",
          querystring: listQuerySchema,
          response: { 200: envelope(supplierLocationPageSchema) },
        },
      },
      async (request) => ok(await locations.supplierLocations(request.auth, request.query)),
    );
    app.get(
      '/locationlist',
      {
        config: viewers,
        schema: { tags, operationId: 'listApprovedLocations', summary: 'Approved locations for pickers', response: { 200: envelope(z.array(locationSchema)) } },
      },
      async (request) => ok(await locations.approvedList(request.auth)),
    );
    app.get(
      '/location/:id',
      {
        config: viewers,
        schema: { tags, operationId: 'getLocation', summary: 'Read a location', params: idParamsSchema, response: { 200: envelope(locationSchema) } },
      },
      async (request) => ok(await locations.get(request.auth, request.params.id)),
    );
    app.post(
      '/location',
      {
        config: owners,
        schema: {
          tags,
          operationId: 'createLocation',
          summary: 'Add a location; it waits for the administrator',
          body: locationInputSchema,
          response: { 200: envelope(locationSchema) },
        },
      },
      async (request) => ok(await locations.create(request.auth, request.body), 'api.locations.added'),
    );
    app.put(
      '/location/:id',
      {
        config: owners,
        schema: {
          tags,
          operationId: 'updateLocation',
          summary: 'Edit a location',
          params: idParamsSchema,
          body: locationInputSchema.extend({ id: z.string().optional() }),
          response: { 200: envelope(locationSchema) },
        },
      },
      async (request) => {
        const { id: _ignored, ...input } = request.body;
        return ok(await locations.update(request.auth, request.params.id, input), 'api.locations.updated');
      },
    );
    app.delete(
      '/location/:id',
      {
        config: owners,
        schema: { tags, operationId: 'deleteLocation', summary: 'Delete a location', params: idParamsSchema, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await locations.remove(request.auth, request.params.id);
        return ok(null, 'api.locations.deleted');
      },
    );
    for (const decision of ['approve', 'deny'] as const) {
      app.post(
        `/location/:id/${decision}`,
        {
          config: administrator,
          schema: {
            tags,
            operationId: `${decision}Location`,
            summary: decision === 'approve' ? 'Approve a pending location' : 'Deny a pending location, with a reason',
            params: idParamsSchema,
            body: decisionSchema,
            response: { 200: envelope(locationSchema) },
          },
        },
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
          operationId: 'selectDistributors',
          summary: 'Select the distributors a supplier works with',
          body: distributorSelectionSchema,
          response: { 200: envelope(z.object({ distributorIds: z.array(z.uuid()) })) },
        },
      },
      async (request) => ok(await locations.selectDistributors(request.auth, request.body.distributorIds), 'api.locations.distributorsSelected'),
    );
  };
}
