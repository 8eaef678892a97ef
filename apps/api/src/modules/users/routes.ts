import {
  emailChangeConfirmSchema,
  envelope,
  idParamsSchema,
  impersonateSchema,
  listQuerySchema,
  MANAGED_USER_TYPES,
  managedUserPageSchemas,
  meSchema,
  profileUpdateResultSchema,
  profileUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
  userNameSchema,
  accountSchema,
  userSchema,
  type ManagedUserType,
  type UserType,
} from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsFor, csvRouteSchema, exportQuerySchema, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { readMultipartForm } from '../../platform/uploads.js';
import { userColumns } from './columns.js';
import { LIST_KEYS } from './administration.js';
import { profilePicUpload, type UserService } from './service.js';

/** `/api/{usertype}/me`: one's own profile. */
export function profileRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      { schema: { tags: ['profile'], operationId: 'getProfile', summary: 'Read my profile', response: { 200: envelope(meSchema) } } },
      async (request) => ok(users.me(request.auth)),
    );

    app.patch(
      '/me',
      {
        config: { form: { fields: profileUpdateSchema, file: 'profilePic' } },
        schema: {
          tags: ['profile'],
          operationId: 'updateProfile',
          summary: 'Update my profile (multipart: profilePic, name, email, phone, address)',
          consumes: ['multipart/form-data'],
          response: { 200: envelope(profileUpdateResultSchema) },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, profilePicUpload);
        const result = await users.updateMe(request.auth, form);
        return ok(result, result.pendingEmail ? 'api.users.profileUpdatedPendingEmail' : 'api.users.profileUpdated', { email: result.pendingEmail });
      },
    );

    app.post(
      '/me/email/confirm',
      {
        config: { sessionOnly: true },
        schema: {
          tags: ['profile'],
          operationId: 'confirmEmailChange',
          summary: 'Confirm a new e-mail address with the code sent to it (ends every other session)',
          body: emailChangeConfirmSchema,
          response: { 200: envelope(userSchema) },
        },
      },
      async (request) => ok(await users.confirmEmail(request.auth, request.body.otp), 'api.users.emailChanged'),
    );
  };
}

/** Where each kind of account is managed, with the spec's paths. */
const ADMIN_PATHS: Record<ManagedUserType, { list: string; names: string; register: string; one: string; namesAllow: UserType[]; listAllow: UserType[] }> = {
  // A member's Members page lists the other members through the same path.
  member: {
    list: '/members',
    names: '/memberList',
    register: '/member/register',
    one: '/member/:id',
    namesAllow: ['healthpro', 'member'],
    listAllow: ['healthpro', 'member'],
  },
  supplier: {
    list: '/suppliers',
    names: '/suppliers/all',
    register: '/supplier/register',
    one: '/supplier/:id',
    namesAllow: ['healthpro'],
    listAllow: ['healthpro'],
  },
  distributor: {
    list: '/distributors',
    names: '/distributor',
    register: '/distributor/register',
    one: '/distributor/:id',
    namesAllow: ['healthpro', 'supplier'],
    listAllow: ['healthpro'],
  },
};

const adminOnly = { allow: ['healthpro'] as UserType[] };

/** The administrator's user screens (members, suppliers, distributors) and impersonation. */
export function userAdminRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of MANAGED_USER_TYPES) {
      const paths = ADMIN_PATHS[type];
      const tags = [`${type}s`];
      // In operationIds: listMembers, createSupplier.
      const noun = type.charAt(0).toUpperCase() + type.slice(1);
      app.get(
        paths.list,
        {
          config: { allow: paths.listAllow },
          schema: {
            tags,
            operationId: `list${noun}s`,
            summary: `List the ${type}s`,
            querystring: listQuerySchema,
            response: { 200: envelope(managedUserPageSchemas[type]) },
          },
        },
        async (request) => ok(await users.list(request.auth, type, request.query)),
      );
      app.get(
        `${paths.list}.csv`,
        {
          config: { allow: paths.listAllow },
          schema: {
            tags,
            operationId: `export${noun}sCsv`,
            summary: `Export the ${LIST_KEYS[type]} list as CSV`,
            querystring: exportQuerySchema(listQuerySchema),
            ...csvRouteSchema,
          },
        },
        (request, reply) =>
          sendCsv(request, reply, {
            name: LIST_KEYS[type],
            columns: columnsFor(userColumns, request.auth.user.type),
            batches: users.exportRows(request.auth, type, request.query),
          }),
      );
      app.get(
        paths.names,
        {
          config: { allow: paths.namesAllow },
          schema: { tags, operationId: `list${noun}Names`, summary: `Active ${type}s by name`, response: { 200: envelope(z.array(userNameSchema)) } },
        },
        async (request) => ok(await users.names(request.auth, type)),
      );
      app.post(
        paths.register,
        {
          config: { ...adminOnly, form: { fields: userCreateSchema, file: 'profilePic' } },
          schema: {
            tags,
            operationId: `create${noun}`,
            summary: `Create a ${type} (multipart)`,
            consumes: ['multipart/form-data'],
            response: { 200: envelope(accountSchema) },
          },
        },
        async (request) => {
          const form = await readMultipartForm(request, profilePicUpload);
          return ok(await users.create(request.auth, type, form), 'api.users.created', { type });
        },
      );
      app.patch(
        paths.one,
        {
          config: { ...adminOnly, form: { fields: userUpdateSchema, file: 'profilePic' } },
          schema: {
            tags,
            operationId: `update${noun}`,
            summary: `Edit a ${type} (multipart, with isActive)`,
            params: idParamsSchema,
            consumes: ['multipart/form-data'],
            response: { 200: envelope(accountSchema) },
          },
        },
        async (request) => {
          const form = await readMultipartForm(request, profilePicUpload);
          return ok(await users.update(request.auth, type, request.params.id, form), 'api.users.updated', { type });
        },
      );
      app.delete(
        paths.one,
        {
          config: adminOnly,
          schema: {
            tags,
            operationId: `delete${noun}`,
            summary: `Delete a ${type} (deactivated instead when it has history, refused while it holds records)`,
            params: idParamsSchema,
            response: { 200: envelope(z.object({ deleted: z.boolean() })) },
          },
        },
        async (request) => {
          const { deleted, message, params } = await users.remove(request.auth, type, request.params.id);
          return ok({ deleted }, message, params);
        },
      );
    }

    app.post(
      '/impersonate/login',
      {
        config: { ...adminOnly, sessionOnly: true },
        schema: {
          tags: ['auth'],
          operationId: 'impersonateUser',
          summary: 'Act as another user',
          body: impersonateSchema,
          response: { 200: envelope(z.string()) },
        },
      },
      async (request) => {
        const session = await users.impersonate(request.auth, request.body.userId);
        return ok(session.token, 'api.users.actingAs', { name: session.user.name });
      },
    );
  };
}
